import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, loginThroughUi, visibleOption } from './support';

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';

const asUser = async (browser: Browser, login: string, phone = false): Promise<Page> => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  const page = await context.newPage();
  await loginThroughUi(page, login);
  return page;
};

/**
 * Spec 2.8: 'Zaproś nowego użytkownika' from an order's 'Zaproszone firmy' tab. The e-mail names the
 * order and links to it; once the company's admin lets the person in, the company is among the
 * order's invitees with its activity and the order is in the company's invitations (the dashboard
 * queue and '/zaproszenia-do-zlecen'). The activation itself (its link is masked on /emaile) is held
 * by the API test auth/user-invite-order.test.ts and the activation page's test.
 */
test('a new user invited from an order: the e-mail leads to the order, the company is invited and sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const klient = await apiLogin(request, 'klient');
  const auth = { Authorization: `Bearer ${klient.accessToken}` };
  const released = (await (await request.get('/api/v2/orders/me?status=RELEASED&size=30', { headers: auth })).json())
    .content as { id: number; investment: { name: string } }[];
  // an order WYKOBUD is not invited to yet (other journeys invite it to some)
  let order: { id: number; investment: { name: string } } | undefined;
  for (const candidate of released) {
    const invitees = await (
      await request.get(`/api/v2/orders/${candidate.id}/nominated-companies?size=50`, { headers: auth })
    ).json();
    if (!invitees.content.some((n: { company: { name: string } }) => /WYKOBUD/.test(n.company.name))) {
      order = candidate;
      break;
    }
  }
  expect(order, 'a released order of klient without WYKOBUD among its invitees').toBeDefined();
  const email = `nowy.${Date.now()}@wykobud.example.pl`;

  await loginThroughUi(page, 'klient');
  await page.goto(`zlecenie/${order!.id}`);
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  await expect(page.getByTestId('invited-companies').getByRole('row').filter({ hasText: 'WYKOBUD' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Zaproś nowego użytkownika' }).click();
  const modal = page.getByRole('dialog', { name: 'Zaproś nowego użytkownika' });
  await modal.getByLabel('Firma (nazwa lub NIP)').fill('WYKOBUD');
  await visibleOption(page, /WYKOBUD/).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await modal.getByLabel('Imię').fill('Zofia');
  await modal.getByLabel('Nazwisko').fill('Nowicka');
  await modal.getByLabel('Adres e-mail').fill(email);
  await modal.getByLabel('Telefon').fill('600 100 200');
  await modal.getByLabel('Stanowisko').fill('kierownik budowy');
  await page.keyboard.press('Enter');
  await expect(modal.getByTitle('kierownik budowy')).toBeVisible();
  await modal.getByRole('button', { name: 'Zaproś' }).click();
  await expect(modal).toBeHidden();
  const invitee = page.getByTestId('invited-companies').getByRole('row').filter({ hasText: 'WYKOBUD' });
  await expect(invitee).toBeVisible();

  // the e-mail to the person names the order's investment and links to the order card
  const staff = await asUser(browser, 'administrator');
  await staff.goto('emaile');
  await staff.getByLabel('Szukaj w temacie lub adresie').fill(email);
  await staff
    .getByRole('button', { name: /Zaproszenie na Platformę Budowlaną/ })
    .first()
    .click();
  await staff.getByRole('tab', { name: 'Tekst' }).click();
  const text = staff.locator('.email-preview-text');
  await expect(text).toContainText(`w zleceniu dotyczącym inwestycji „${order!.investment.name}”`);
  await expect(text).toContainText(`Po ustawieniu hasła przejdziesz do zlecenia: `);
  await expect(text).toContainText(`/v2/zlecenie/${order!.id}`);
  await staff.screenshot({ path: `${SHOTS}/invite-new-user-email.png` });
  await staff.context().close();

  // WYKOBUD's admin lets the person in; the order is among the company's invitations
  const admin = await asUser(browser, 'wykonawca');
  await admin.goto('konta-uzytkownikow');
  await admin.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Zaakceptuj' }).click();
  await expect(admin.getByText('Osoba dołączyła do firmy.')).toBeVisible();
  await admin.goto('zaproszenia-do-zlecen');
  await expect(admin.locator(`a[href$="/zlecenie/${order!.id}"]`).first()).toBeVisible({ timeout: 20_000 });
  await admin.screenshot({ path: `${SHOTS}/invite-new-user-invitations.png`, fullPage: true });
  await admin.goto(`zlecenie/${order!.id}`);
  await expect(admin.getByRole('tab', { name: 'Zlecenie' })).toBeVisible();
  await admin.context().close();

  // the requester sees the company's activity: invited, and the card opened
  await page.reload();
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  await expect(invitee).toBeVisible();
  await expect(invitee).toContainText('Karta: otwarta');
  await page.screenshot({ path: `${SHOTS}/invite-new-user-invitees.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/invite-new-user-invitees-phone.png`, fullPage: true });
});
