import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, loginThroughUi, SCREENS, visibleOption } from './support';

/** A second person at another desk: a fresh browser context, logged in through the UI. */
const asUser = async (browser: Browser, login: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await loginThroughUi(page, login);
  return page;
};

/**
 * Spec 2.8, 6: klient invites a person of WYKOBUD from its order; the person gets an account but no
 * membership; WYKOBUD's admin (wykonawca) sees the request in 'Konta użytkowników', accepts it, and
 * the history says who did what.
 */
test("an invited person joins another company only when that company's admin accepts", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const klient = await apiLogin(request, 'klient');
  const orders = await request.get('/api/v2/orders/me?status=RELEASED&size=1', {
    headers: { Authorization: `Bearer ${klient.accessToken}` },
  });
  const [order] = (await orders.json()).content as { id: number }[];
  const email = `osoba.${Date.now()}@wykobud.example.pl`;

  await loginThroughUi(page, 'klient');
  await page.goto(`zlecenie/${order?.id}`);
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  await page.getByRole('button', { name: 'Zaproś nowego użytkownika' }).click();
  const modal = page.getByRole('dialog', { name: 'Zaproś nowego użytkownika' });
  await modal.getByLabel('Firma (nazwa lub NIP)').fill('WYKOBUD');
  await visibleOption(page, /WYKOBUD/).click();
  // the company's list must be gone (it animates out) before the position's opens, or it covers it
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await modal.getByLabel('Imię').fill('Tomasz');
  await modal.getByLabel('Nazwisko').fill('Zaproszony');
  await modal.getByLabel('Adres e-mail').fill(email);
  await modal.getByLabel('Telefon').fill('+48 600 100 200');
  // the position list is searchable: typed, the first match is taken with Enter
  await modal.getByLabel('Stanowisko').fill('kierownik budowy');
  await page.keyboard.press('Enter');
  await expect(modal.getByTitle('kierownik budowy')).toBeVisible();
  await modal.getByRole('button', { name: 'Zaproś' }).click();
  await expect(page.getByText('Osoba dołączy do firmy, gdy zaakceptuje to administrator firmy')).toBeVisible();
  await expect(modal).toBeHidden();
  // the person's company is invited to the order
  await expect(page.getByRole('row').filter({ hasText: 'WYKOBUD' })).toBeVisible();

  const admin = await asUser(browser, 'wykonawca');
  await admin.goto('konta-uzytkownikow');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Tomasz Zaproszony');
  await expect(row).toContainText('Jan Kowalski');
  await admin.screenshot({ path: `${SCREENS}/memberships-request.png`, fullPage: true });
  // a phone: who invited and when go under the person, the decision stays in reach
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText('Zaprosił(a): Jan Kowalski');
  await admin.screenshot({ path: `${SCREENS}/memberships-request-phone.png`, fullPage: true });
  await row.getByRole('button', { name: 'Zaakceptuj' }).click();
  await expect(admin.getByText('Osoba dołączyła do firmy.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  const history = admin.getByRole('row').filter({ hasText: 'Tomasz Zaproszony' });
  await expect(history.filter({ hasText: 'Prośba zaakceptowana' })).toContainText('administrator firmy');
  await expect(history.filter({ hasText: 'Prośba o dołączenie' })).toContainText('zaproszenie innej firmy');
  await admin.screenshot({ path: `${SCREENS}/memberships-history-phone.png`, fullPage: true });
  await admin.context().close();
});
