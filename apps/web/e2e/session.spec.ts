import { expect, test } from '@playwright/test';
import { apiLogin, apiMe, loginAs, PASSWORD, randomNip, SCREENS, signIn, watchMenuItem } from './support';

test.describe('session', () => {
  test('an expired access token is refreshed once and the user stays logged in', async ({ page, request }) => {
    const me = await apiMe(request, await apiLogin(request, 'klient'));
    await loginAs(page, 'klient');
    const before = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    expect(before).toBeTruthy();

    const refreshCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/refresh')) refreshCalls.push(r.url());
    });
    // The expired token is put in place as the reloaded page starts, not before the reload: the old
    // page's 10 s polls would otherwise meet it, refresh, and lose the rotated pair to the reload.
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('expired-token-set')) return;
      window.sessionStorage.setItem('expired-token-set', '1');
      window.localStorage.setItem('accessToken', 'wygasly.token.abc');
    });
    await page.reload();

    await expect(page.getByTestId('user-name')).toHaveText(`${me.firstName} ${me.lastName}`);
    const after = await page.evaluate(() => ({
      refresh: window.localStorage.getItem('refreshToken'),
      access: window.localStorage.getItem('accessToken'),
    }));
    expect(after.refresh).toBeTruthy();
    expect(after.refresh).not.toBe(before);
    expect(after.access).not.toBe('wygasly.token.abc');
    expect(refreshCalls).toHaveLength(1);
  });

  test('a refused refresh ends the session with a message, and the login returns to the page', async ({ page }) => {
    await signIn(page, 'klient');
    await page.goto('zlecenia');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The spoilt tokens are put in place as the reloaded page starts, not in this page: one of its
    // requests (the list's, the 10 s unread poll) sent with them would end the session here, before the
    // reload, which would then open the login page as for a visitor (no message).
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem('spoilt-tokens-set')) return;
      window.sessionStorage.setItem('spoilt-tokens-set', '1');
      window.localStorage.setItem('accessToken', 'zly');
      window.localStorage.setItem('refreshToken', 'tez-zly');
      window.localStorage.setItem('welcomeDialogShown', 'true');
    });
    await page.reload();
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Sesja wygasła. Zaloguj się ponownie, a wrócisz do tej samej strony.',
    );
    await expect(page).toHaveURL(/\/v2\/auth\/login\?redirect=.*sesja=wygasla/);
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['welcomeDialogShown']);
    // the login goes back to the page the session ended on
    await page.getByLabel('Login').fill('klient');
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/v2\/zlecenia$/);
  });

  test('Wyloguj clears the session (except the welcome flag) and opens the login page', async ({ page }) => {
    await loginAs(page, 'klient');
    await page.evaluate(() => window.localStorage.setItem('welcomeDialogShown', 'true'));
    const seen = watchMenuItem(page, 'Wyloguj');
    await page.getByTestId('user-name').click();
    const { first, settled, slid } = await seen;
    // a quick person aims at 'Wyloguj' where it first shows, so it must stay there: an opening slide once moved it
    // from under the pointer between press and release, and the click went to the menu itself (no logout)
    expect(slid, 'the user menu slides in').toBe(false);
    expect(first).toEqual(settled);
    const logout = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/auth/logout'), {
      timeout: 5_000,
    });
    await page.mouse.click(first.x + first.width / 2, first.y + first.height / 2, { delay: 100 });
    await logout;
    await expect(page).toHaveURL(/\/v2\/auth\/login$/);
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['welcomeDialogShown']);
    await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  });

  test('a wrong password shows the server message in Polish', async ({ page }) => {
    await page.goto('auth/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Login jest wymagany')).toBeVisible();
    await page.getByLabel('Login').fill('klient');
    await page.getByLabel('Hasło', { exact: true }).fill('zle-haslo-1');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy login lub hasło.');
  });

  test('registration creates the company and its user, then opens the dashboard', async ({ page }) => {
    const suffix = Date.now().toString().slice(-6);
    await page.goto('auth/zarejestruj');
    await page.getByRole('button', { name: 'Zarejestruj się' }).click();
    await expect(page.getByText('Nazwa firmy jest wymagana')).toBeVisible();
    await expect(page.getByText('Akceptacja regulaminu jest wymagana')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/register-validation.png`, fullPage: true });

    await page.getByLabel('Nazwa firmy').fill(`Budex ${suffix} Sp. z o.o.`);
    await page.getByLabel('NIP').fill(randomNip());
    await page.getByLabel('Kod pocztowy').fill('00-950');
    await page.getByLabel('Miejscowość').fill('Warszawa');
    await page.getByLabel('Imię').fill('Ewa');
    await page.getByLabel('Nazwisko').fill('Zielińska');
    await page.getByLabel('E-mail').fill(`ewa.${suffix}@example.pl`);
    await page.getByLabel('Login').fill(`ewa${suffix}`);
    await page.getByLabel('Hasło', { exact: true }).fill('Bezpieczne1');
    await page.getByLabel('Powtórz hasło').fill('Bezpieczne1');
    await page.getByLabel(/Akceptuję/).check();
    await page.getByRole('button', { name: 'Zarejestruj się' }).click();

    await expect(page.getByTestId('welcome-title')).toHaveText('Witaj, Ewa!');
  });
});
