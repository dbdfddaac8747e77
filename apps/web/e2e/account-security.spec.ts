import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughUi, SCREENS } from './support';

/**
 * 'Nie pamiętam hasła' from the login page. The link itself is masked on /emaile (staff read e-mails,
 * they do not act as the recipient), so the API tests hold the link's use; here the pages a user sees.
 */
test('a user asks for a new password from the login page; staff find the e-mail on /emaile', async ({
  page,
  request,
}) => {
  const tokens = await apiLogin(request, 'subkonto');
  const me = (await (
    await request.get('/api/v2/users/me', { headers: { Authorization: `Bearer ${tokens.accessToken}` } })
  ).json()) as { email: { email: string } };

  await page.goto('auth/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/forgot-password.png` });
  await page.getByLabel('Adres e-mail').fill(me.email.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByTestId('password-reset-sent')).toContainText('Jeśli konto z tym adresem istnieje');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/forgot-password-sent-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await loginThroughUi(page, 'superadmin');
  await page.goto('emaile');
  await page.getByLabel('Szukaj w temacie lub adresie').fill(me.email.email);
  const subject = 'Ustaw nowe hasło na platformie budowlanej';
  const row = page.getByRole('button', { name: subject }).first();
  await expect(row).toBeVisible();
  await row.click();
  await page.getByRole('tab', { name: 'Tekst' }).click();
  await expect(page.locator('.email-preview-text')).toContainText('/v2/auth/nowe-haslo/[ukryto]');
});

test('a link that no longer works says so and offers a new one', async ({ page }) => {
  await page.goto(`auth/nowe-haslo/${'x'.repeat(43)}`);
  await expect(page.getByTestId('password-reset-error')).toContainText(
    'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  );
  await page.getByRole('link', { name: 'Poproś o nowy link' }).click();
  await expect(page).toHaveURL(/\/v2\/auth\/nie-pamietam-hasla$/);
});

test('the new-password page as the e-mail link opens it (screenshots)', async ({ page }) => {
  // the real link is in the e-mail only; its page is drawn here with the answer the API gives for a live link
  await page.route('**/api/v2/password-reset/*', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { login: 'jan.kowalski' } }) : route.continue(),
  );
  for (const [name, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`auth/nowe-haslo/${'y'.repeat(43)}`);
    await expect(page.getByTestId('password-reset-login')).toHaveText('jan.kowalski');
    await page.getByLabel('Nowe hasło', { exact: true }).fill('krotkie');
    await page.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();
    await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków, w tym literę i cyfrę.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/password-reset-${name}.png` });
  }
});
