import { expect, test } from '@playwright/test';
import { latestEmail, ownCompany } from './own-data';
import { apiLogin, loginAs, PASSWORD, randomNip, SCREENS, signIn } from './support';

/**
 * 'Nie pamiętam hasła' from the login page. The link itself is masked on /emaile (staff read e-mails,
 * they do not act as the recipient); the journey follows it as the recipient would, from the e-mail
 * the outbox holds (the test-data call), sets the new password and lands logged in on the start page.
 */
test('a user asks for a new password from the login page; staff find the e-mail on /emaile; the link sets it and logs in', async ({
  page,
  browser,
  request,
}) => {
  // the journey's own user (like subkonto), whose password reset is asked
  const company = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  const [user] = company.colleagues;
  if (!user) throw new Error('the company comes with its colleague like subkonto');

  await page.goto('auth/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/forgot-password.png` });
  await page.getByLabel('Adres e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByTestId('password-reset-sent')).toContainText('Jeśli konto z tym adresem istnieje');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/forgot-password-sent-phone.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  await signIn(page, 'superadmin');
  await page.goto('emaile');
  await page.getByLabel('Szukaj w temacie lub adresie').fill(user.email);
  const subject = 'Ustaw nowe hasło na Platformie Budowlanej';
  const row = page.getByRole('button', { name: subject }).first();
  await expect(row).toBeVisible();
  await row.click();
  await page.getByRole('tab', { name: 'Tekst' }).click();
  await expect(page.locator('.email-preview-text')).toContainText('/v2/auth/nowe-haslo/[ukryto]');

  // the user, at another desk, opens the e-mail's link and sets the new password
  const link = (await latestEmail(request, user.email, 'PASSWORD_RESET')).linkPath;
  const own = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const mailbox = await own.newPage();
  await mailbox.goto(link);
  await expect(mailbox.getByTestId('password-reset-login')).toHaveText(user.login);
  await mailbox.getByLabel('Nowe hasło', { exact: true }).fill('NoweHaslo123');
  await mailbox.getByLabel('Powtórz nowe hasło').fill('NoweHaslo123');
  await mailbox.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();
  await expect(mailbox.getByText('Hasło zostało zmienione.', { exact: false })).toBeVisible();
  await expect(mailbox).toHaveURL(/\/v2\/$/);
  await expect(mailbox.getByTestId('welcome-title')).toBeVisible();
  await expect(mailbox.getByTestId('password-reset-error')).toHaveCount(0);
  await mailbox.screenshot({ path: `${SCREENS}/password-reset-done.png` });
  await mailbox.setViewportSize({ width: 390, height: 844 });
  await mailbox.screenshot({ path: `${SCREENS}/password-reset-done-phone.png` });
  // the link is spent, the new password logs in
  const used = await request.get(`/api/v2/password-reset/${link.split('/').pop()}`);
  expect(used.status()).toBe(400);
  await apiLogin(request, user.login, 'NoweHaslo123');
  await own.close();
});

test('a link that no longer works says so and offers a new one', async ({ page }) => {
  await page.goto(`auth/nowe-haslo/${'x'.repeat(43)}`);
  await expect(page.getByTestId('password-reset-error')).toContainText(
    'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy.',
  );
  await page.getByRole('link', { name: 'Poproś o nowy link' }).click();
  await expect(page).toHaveURL(/\/v2\/auth\/nie-pamietam-hasla$/);
});

test('an e-mail change link that does not work says so, on a desktop and a phone', async ({ page }) => {
  await page.goto(`auth/nowy-email/${'x'.repeat(120)}`);
  await expect(page.getByTestId('email-change-error')).toContainText(
    'Link potwierdzający nowy adres e-mail jest nieprawidłowy, wygasł lub został już użyty.',
  );
  await page.screenshot({ path: `${SCREENS}/email-change-bad-link.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/email-change-bad-link-phone.png` });
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

test("'Moje konto': a user sees where the account is logged in, ends another session and changes the password", async ({
  page,
  browser,
  request,
}) => {
  const login = `konto.${Date.now()}`;
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      company: { name: `Konto Test ${login}`, nip: randomNip(), city: 'Kraków', zipCode: '30-001' },
      user: { firstName: 'Ewa', lastName: 'Kontowa', email: `${login}@test.example.pl`, login, password: PASSWORD },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  // a second browser logged in as the same user: the session to end
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, login);

  await loginAs(page, login);
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: 'Moje konto', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  const sessions = page.getByTestId('account-session');
  // the registration's own session, the other browser's and this one
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: 'Ta sesja' })).toHaveCount(1);

  // the account's data: the phone typed as people write it comes back in the spec's format
  const data = page.getByTestId('account-data');
  await expect(data.getByLabel('Imię')).toHaveValue('Ewa');
  await data.getByLabel('Stanowisko').fill('kosztorysant');
  await data.getByLabel('Telefon').fill('+48 600 100 200');
  await data.getByRole('button', { name: 'Zapisz dane' }).click();
  await expect(data.getByLabel('Telefon')).toHaveValue('600 100 200');
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/my-account-desktop.png`, fullPage: true });

  // a new e-mail address: the link goes to it, the account keeps the old one until it is used
  await data.getByTestId('email-change-open').click();
  const dialog = page.getByRole('dialog', { name: 'Zmiana adresu e-mail' });
  await dialog.getByLabel('Nowy adres e-mail').fill(`nowy.${login}@test.example.pl`);
  await dialog.getByLabel('Obecne hasło').fill('zle-haslo-1');
  await dialog.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(dialog.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await dialog.getByLabel('Obecne hasło').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(dialog.getByTestId('email-change-sent')).toContainText(`nowy.${login}@test.example.pl`);
  await page.screenshot({ path: `${SCREENS}/email-change-sent.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(data).toContainText(`${login}@test.example.pl`);
  await page.getByRole('button', { name: 'Wyloguj wszystkie pozostałe' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Wyloguj wszystkie pozostałe' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('Brak innych aktywnych sesji.')).toBeVisible();
  // the other browser's next call finds its session over and it is back at the public start page
  await otherPage.reload();
  await expect(
    otherPage
      .getByRole('button', { name: 'Zaloguj się' })
      .or(otherPage.getByRole('link', { name: 'Zaloguj się' }))
      .first(),
  ).toBeVisible();
  await other.close();

  const card = page.getByTestId('password-change-card');
  await card.getByLabel('Obecne hasło').fill(PASSWORD);
  await card.getByLabel('Nowe hasło', { exact: true }).fill('NoweHaslo2026');
  await card.getByLabel('Powtórz nowe hasło').fill('NoweHaslo2026');
  await card.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(
    page.getByText('Hasło zostało zmienione. Pozostałe sesje Twojego konta zostały zakończone.'),
  ).toBeVisible();
  const relogin = await request.post('/api/v1/auth/login', { data: { login, password: 'NoweHaslo2026' } });
  expect(relogin.status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/my-account-phone.png`, fullPage: true });
});
