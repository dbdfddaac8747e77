import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughUi, userIdOf } from './support';

test.describe('temporary access', () => {
  test('a bad token lands on the dashboard', async ({ page }) => {
    await loginThroughUi(page, 'klient');
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
    const admin = await apiLogin(request, 'superadmin');
    const klient = await apiLogin(request, 'klient');
    const issued = await request.post('/api/v2/admin/temporary-access-links', {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
      data: { userId: userIdOf(klient.accessToken), permissions: ['TEST_VIEW', 'TEST_CREATE'] },
    });
    expect(issued.status()).toBe(201);
    const { token } = (await issued.json()) as { token: string };

    const target = encodeURIComponent('/test/dostep-tymczasowy/chroniona-z-uprawnieniami');
    await page.goto(`dostep-tymczasowy?token=${encodeURIComponent(token)}&redirect=${target}`);
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
});
