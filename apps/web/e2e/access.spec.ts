import { expect, test } from '@playwright/test';
import { loginAs, SCREENS, signIn } from './support';

test.describe('access rules and error screens', () => {
  test('anonymous visit to a protected route: countdown, then the login page', async ({ page }) => {
    // every value the countdown shows, from its first paint: on a slow machine the first second may
    // pass before the journey looks, so the start is read from the record, not from the screen
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { countdownShown: shown });
      new MutationObserver(() => {
        const value = document.querySelector('[data-testid="countdown-seconds"]')?.textContent;
        if (value && shown.at(-1) !== value) shown.push(value);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.clock.install();
    await page.goto('moje-zlecenia');
    await expect(page.getByText('Strona dostępna po zalogowaniu')).toBeVisible();
    await expect(page.getByTestId('countdown-seconds')).toBeVisible();
    // from here the page's time moves only when the journey moves it
    await page.clock.pauseAt(Date.now() + 100);
    const shown = () => page.evaluate(() => (window as unknown as { countdownShown: string[] }).countdownShown);
    expect((await shown())[0]).toBe('10');
    await page.screenshot({ path: `${SCREENS}/countdown.png`, fullPage: true });

    await page.clock.runFor(11_000);
    await expect(page).toHaveURL(/\/v2\/auth\/login\?redirect=%2Fmoje-zlecenia$/);
    await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
    // it only ever counted down
    const values = (await shown()).map(Number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test('login with a redirect lands on the page asked for', async ({ page }) => {
    await page.goto('auth/login?redirect=%2Fmoje-zlecenia');
    await page.getByLabel('Login').fill('klient');
    await page.getByLabel('Hasło', { exact: true }).fill('Demo123!');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/v2\/moje-zlecenia$/);
    await expect(page.getByTestId('page-title')).toHaveText('Moje zlecenia');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('to-nie-istnieje/wcale');
    await expect(page.getByText('Nie znaleziono strony')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Przejdź do strony głównej' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/not-found.png`, fullPage: true });
  });

  test('klient on the admin panel sees 403; superadmin sees the panel', async ({ page }) => {
    await signIn(page, 'klient');
    await page.goto('admin-panel/');
    await expect(page.getByText('Przepraszamy, nie posiadasz uprawnień do przeglądania tych treści.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/v2/auth/login');
    await page.screenshot({ path: `${SCREENS}/forbidden.png`, fullPage: true });

    await signIn(page, 'superadmin');
    await page.goto('admin-panel/');
    await expect(page.getByRole('heading', { name: 'Panel administracyjny' })).toBeVisible();
    await page.goto('panel-redaktora/webinaria/webinaria');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinaria' })).toBeVisible();
  });

  test('ids in the path must be numeric', async ({ page }) => {
    await page.goto('zlecenie/abc');
    await expect(page.getByText('Nieprawidłowy ID zlecenia')).toBeVisible();
    await page.goto('firma/12x');
    await expect(page.getByText('Wystąpił błąd. Nieprawidłowy ID firmy.')).toBeVisible();
  });

  test('the payload-incorrect page shows the part and the missing fields', async ({ page }) => {
    await page.goto('payload-incorrect/order/name,deadline');
    await expect(page.getByTestId('payload-part')).toHaveText('order');
    await expect(page.getByTestId('payload-missing')).toContainText('name');
    await expect(page.getByTestId('payload-missing')).toContainText('deadline');
  });

  test("'Moja firma' shows the company's card: how complete it is, what is missing and the plan", async ({ page }) => {
    await loginAs(page, 'klient');
    await page.getByTestId('user-name').click();
    await page.getByRole('menuitem', { name: 'Moja firma', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moja firma' })).toBeVisible();
    await expect(page.getByTestId('my-company-completeness')).toContainText(
      /Wizytówka (uzupełniona w \d+%|jest kompletna)/,
    );
    await expect(page.getByTestId('card-checklist')).toContainText('Zakres działalności');
    await expect(page.getByTestId('my-company-plan')).toContainText('Twój abonament');
    await page.screenshot({ path: `${SCREENS}/my-company-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/my-company-phone.png`, fullPage: true });
    // nothing reaches past the phone's edge (the top bar with its counted entries included)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Zobacz wizytówkę' }).click();
    await expect(page).toHaveURL(/\/v2\/firma\/\d+/);
  });
});
