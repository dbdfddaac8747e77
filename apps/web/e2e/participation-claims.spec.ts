import { expect, type Page, test } from '@playwright/test';
import { ownCompany, ownInvestment } from './own-data';
import { chooseOption, loginAs, SCREENS } from './support';

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('a company declares a participation with evidence, staff confirm it, it shows as confirmed', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // the journey's own company (like klient's) and an investment it is not in: a copy of its own with no participants
  const company = await ownCompany(request, { like: 'klient', investments: 1 });
  const model = company.investments[0];
  if (!model) throw new Error('the company comes with an investment');
  const investment = await ownInvestment(request, { like: model.id });
  await loginAs(page, company.admin.login);
  await page.goto(`inwestycje/dopisz-udzial?inwestycja=${investment.id}`);
  const form = page.getByTestId('participation-form');
  await expect(form.getByText(investment.name)).toBeVisible();
  await chooseOption(page, form, 'Rola', 'Podwykonawca');
  await form.getByLabel('Branże').click();
  await form.getByLabel('Branże').fill('wod-kan');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Instalacje wodno-kanalizacyjne').click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Wartość prac (zł)').fill('250000');
  await form.locator('input[type=file]').setInputFiles({
    name: 'protokol-odbioru.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(form.getByText('protokol-odbioru.png')).toBeVisible();
  await form.getByLabel('Uwagi').fill('Instalacje w części magazynowej.');
  await shot(page, 'participation-form');
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Brałem udział' })).toBeVisible();
  const claim = page.getByTestId('my-claims').getByRole('listitem').filter({ hasText: investment.name });
  await expect(claim.getByTestId('claim-status')).toHaveText('Oczekuje');
  await expect(claim).toContainText('Podwykonawca · Instalacje wodno-kanalizacyjne · 250 000 zł');
  await shot(page, 'took-part-in');

  const staff = await browser.newPage({ baseURL: new URL('/v2/', page.url()).toString() });
  await loginAs(staff, 'manager');
  await staff.getByTestId('user-name').click();
  await staff.getByRole('menuitem', { name: 'Zgłoszenia udziału i zakresów' }).click();
  const waiting = staff.getByTestId('claim-queue').getByRole('listitem').filter({ hasText: investment.name });
  await expect(waiting).toContainText('protokol-odbioru.png');
  await staff.setViewportSize({ width: 1440, height: 900 });
  await shot(staff, 'claims-queue');
  await waiting.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(staff.getByText('Zgłoszenie potwierdzone.')).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(claim.getByTestId('claim-status')).toHaveText('Potwierdzone');
  await expect(page.getByTestId('company-investments')).toBeVisible();
});

test('anonymous: the cities, a city page, sample investments and orders', async ({ page }) => {
  await page.goto('inwestycje-lokalne');
  await expect(page.getByRole('heading', { level: 1, name: 'Inwestycje lokalne' })).toBeVisible();
  await page.getByTestId('city-index').getByRole('link', { name: 'Warszawa', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/inwestycje\/warszawa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inwestycje budowlane: Warszawa' })).toBeVisible();
  await expect(page).toHaveTitle(/Inwestycje budowlane: Warszawa/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Warszawa/);
  await expect(page.getByTestId('city-investments').getByRole('listitem').first()).toContainText('zł');
  await expect(page.getByTestId('register-call').getByRole('link', { name: 'Zarejestruj się' })).toBeVisible();
  await shot(page, 'city-page');

  await page.getByRole('navigation').getByRole('link', { name: 'Przykładowe inwestycje' }).first().click();
  await expect(page.getByTestId('sample-investment').first()).toBeVisible();
  await shot(page, 'sample-investments');
  await page.getByRole('navigation').getByRole('link', { name: 'Przykładowe zlecenia' }).first().click();
  await expect(page.getByTestId('sample-order').first()).toBeVisible();
  await shot(page, 'sample-orders');
});
