import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, signIn, userIdOf } from './support';

/** A one-time link token for klient, issued by the superadmin through the API. */
const issueLink = async (request: APIRequestContext, permissions: string[]) => {
  const admin = await apiLogin(request, 'superadmin');
  const klient = await apiLogin(request, 'klient');
  const issued = await request.post('/api/v2/admin/temporary-access-links', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { userId: userIdOf(klient.accessToken), permissions },
  });
  expect(issued.status()).toBe(201);
  return ((await issued.json()) as { token: string }).token;
};

const entry = (token: string, redirect: string) =>
  `dostep-tymczasowy?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`;

test.describe('temporary access', () => {
  test('a bad token lands on the dashboard', async ({ page }) => {
    await signIn(page, 'klient');
    await page.goto('dostep-tymczasowy?token=zly-token&redirect=%2Fzlecenia');
    await expect(page).toHaveURL(/\/v2\/$/);
    await expect(page.getByTestId('welcome-title')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('temporaryAccessToken'))).toBeNull();
  });

  test('a missing parameter lands on the dashboard', async ({ page }) => {
    await page.goto('dostep-tymczasowy?token=abc');
    await expect(page).toHaveURL(/\/v2\/$/);
  });

  test('a valid link opens the protected test route; finishing ends the temporary access', async ({
    page,
    request,
  }) => {
    const token = await issueLink(request, ['TEST_VIEW', 'TEST_CREATE']);
    await page.goto(entry(token, '/test/dostep-tymczasowy/chroniona-z-uprawnieniami'));
    await expect(page).toHaveURL(/\/v2\/test\/dostep-tymczasowy\/chroniona-z-uprawnieniami$/);
    await expect(page.getByTestId('access-kind')).toHaveText('dostęp tymczasowy');
    await expect(page.getByTestId('verify-result')).toContainText('TEST_VIEW, TEST_CREATE');
    // temporary access shows the public menu
    await expect(page.getByTestId('temporary-access-tag')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();

    await page.getByRole('button', { name: 'Finish temporary access action' }).click();
    await expect(page).toHaveURL(/\/v2\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('temporaryAccessToken'))).toBeNull();
  });

  test('a protected route needs all the listed permissions', async ({ page, request }) => {
    const token = await issueLink(request, ['TEST_VIEW']);
    await page.goto(entry(token, '/test/dostep-tymczasowy/chroniona-z-uprawnieniami'));
    await expect(page.getByText('Brak uprawnień dostępu tymczasowego do tej akcji.')).toBeVisible();
    await page.getByRole('button', { name: 'Zakończ dostęp tymczasowy' }).click();
    await expect(page).toHaveURL(/\/v2\/$/);
  });

  test('an unprotected route ends a temporary session that lacks the permissions', async ({ page, request }) => {
    const token = await issueLink(request, ['TEST_VIEW']);
    await page.goto(entry(token, '/test/dostep-tymczasowy/niechroniona-z-uprawnieniami'));
    await expect(page.getByTestId('access-kind')).toHaveText('niezalogowany');
    expect(await page.evaluate(() => window.localStorage.getItem('temporaryAccessToken'))).toBeNull();
  });
});
