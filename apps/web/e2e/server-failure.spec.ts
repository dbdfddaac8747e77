import { expect, test } from '@playwright/test';
import { SCREENS } from './support';

/**
 * A server failure's toast quotes the request id of the answer (its X-Request-Id, the `reqId` of its
 * lines in the server log), small under the text, so a user can give support the one line to look for.
 * The failure is staged at the network (the login call answers 500 as the server's error handler does).
 */
for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a server failure's toast shows 'Kod zgłoszenia' (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.route('**/api/v1/auth/login', (route) =>
      route.fulfill({
        status: 500,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'c0ffee-4f2a-91' },
        body: JSON.stringify({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }),
      }),
    );
    await page.goto('auth/login');
    await page.getByLabel('Login').fill('klient');
    await page.getByLabel('Hasło', { exact: true }).fill('Demo123!');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    const id = page.getByText('Kod zgłoszenia: c0ffee-4f2a-91');
    await expect(id).toBeVisible();
    // the toast slides in: the picture is taken once its animation has finished
    await id.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expect(id).toBeInViewport();
    await page.screenshot({ path: `${SCREENS}/server-failure-${viewport.name}.png` });
  });
}
