import { expect, test } from '@playwright/test';
import { ownCompany } from './own-data';
import {
  chooseOption,
  dayFromToday,
  fillRange,
  loginAs,
  monthFromNow,
  pickIndustry,
  SCREENS,
  signIn,
  visibleOption,
} from './support';

/** The admin e-mail page (spec 2.1 `/emaile`) shows the e-mail of a published order; a client turns a kind off. */
test('administrator publishes an order with "notify contacts", finds its e-mail on /emaile and previews it', async ({
  page,
  request,
}) => {
  // the whole order form and then the e-mail page: longer than one page's journey
  test.slow(); // three times the test timeout of playwright.config.ts
  // the journey's own requester like klient's company, with an investment of its own
  const company = await ownCompany(request, { like: 'klient', investments: 1 });
  const [investment] = company.investments;
  if (!investment) throw new Error('the company comes with an investment of its own');
  const contact = company.admin;

  await signIn(page, 'administrator');
  await page.goto('nowe-zlecenie');
  const section = page.getByTestId('section-investment');
  const lookup = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v2/investment/${investment.id}`);
  await section.getByLabel('ID inwestycji').fill(String(investment.id));
  await lookup;
  const notify = section.getByRole('checkbox', { name: 'Powiadom osoby kontaktowe o zleceniu' });
  if (!(await notify.isChecked())) await notify.check();
  const picker = section.getByLabel('Firma zlecająca');
  await picker.fill(company.name);
  await visibleOption(page, company.name).click();
  await page.getByLabel('Osoba kontaktowa 1').click();
  await visibleOption(page, `${contact.firstName} ${contact.lastName}`).click();
  await fillRange(page, 'section-offer-deadline', dayFromToday(2), dayFromToday(20));
  await fillRange(page, 'section-work-front', monthFromNow(1), monthFromNow(4));
  await page.getByText('Usługa wykonawcza', { exact: true }).click();
  await pickIndustry(page, 'Generalne wykonawstwo');
  const industryParams = page.getByTestId('industry-params');
  await industryParams.getByLabel('Ilość').fill('80');
  await chooseOption(page, industryParams, 'Jednostka', 'm2');
  await page.getByRole('textbox', { name: 'Opis zlecenia' }).fill(`Zlecenie z powiadomieniem ${Date.now()}.`);
  await page.getByText('Wszyscy zalogowani użytkownicy platformy').click();
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/v2\/orders$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByTestId('order-result-title')).toHaveText('Twoje zlecenie zostało opublikowane');

  // the staff menu leads to /emaile; the e-mail is found by the investment's name
  await page.goto('emaile');
  await expect(page.getByRole('heading', { level: 1, name: 'Powiadomienia e-mail' })).toBeVisible();
  await page.getByLabel('Szukaj w temacie lub adresie').fill(investment.name);
  const subject = `Zlecenie do zatwierdzenia: ${investment.name}`;
  const row = page.getByRole('button', { name: subject }).first();
  await expect(row).toBeVisible();
  // without SMTP_URL the e-mail stays in the outbox, readable here
  await expect(page.getByRole('row').filter({ hasText: subject }).first()).toContainText(
    'brak serwera SMTP, wiadomość tylko w skrzynce nadawczej',
  );
  await row.click();
  const frame = page.frameLocator('iframe[title="Podgląd HTML wiadomości"]');
  await expect(frame.getByRole('link', { name: 'Przejrzyj i zatwierdź zlecenie' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tekst' }).click();
  await expect(page.locator('.email-preview-text')).toContainText('/v2/dostep-tymczasowy?token=');
  await page.screenshot({ path: `${SCREENS}/emails-preview.png` });
});

test('a client turns a kind of e-mail off on the settings page and it stays off', async ({ page, request }) => {
  // the journey's own user like subkonto, whose preference changes
  const company = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  const [user] = company.colleagues;
  if (!user) throw new Error('the company comes with its colleague like subkonto');
  await loginAs(page, user.login);
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: 'Powiadomienia', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeVisible();
  const row = page.getByTestId('preference-NEW_MESSAGE');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/v2/users/me/notification-preferences'),
  );
  await row.getByText('Wyłączone').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Zapisano ustawienia powiadomień')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('preference-NEW_MESSAGE').getByRole('radio', { name: 'Wyłączone' })).toBeChecked();
  // critical e-mails are not listed
  await expect(page.getByTestId('preference-ORDER_CONTACTS_NOTIFICATION')).toHaveCount(0);
});
