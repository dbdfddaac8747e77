import { expect, test } from '@playwright/test';
import { ownCompany, ownRequester, publishOrder } from './own-data';
import { asUser, fillInvitedPerson, SCREENS, signIn, visibleOption } from './support';

/**
 * Spec 2.8, 6: a requester like klient invites a person of a contractor like WYKOBUD from its order;
 * the person gets an account but no membership; the contractor's admin (like wykonawca) sees the
 * request in 'Konta użytkowników', accepts it, and the history says who did what. Both companies and
 * the order are the journey's own.
 */
test("an invited person joins another company only when that company's admin accepts", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const requester = await ownRequester(request);
  const { investment } = requester;
  const contractor = await ownCompany(request, { like: 'wykonawca' });
  const orderId = await publishOrder(request, requester.token, {
    investmentId: investment.id,
    industries: [1702], // Generalne wykonawstwo
  });
  const email = `osoba.${Date.now()}@wykobud.example.pl`;

  await signIn(page, requester.admin.login);
  await page.goto(`zlecenie/${orderId}`);
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  await page.getByRole('button', { name: 'Zaproś nowego użytkownika' }).click();
  const modal = page.getByRole('dialog', { name: 'Zaproś nowego użytkownika' });
  await modal.getByLabel('Firma (nazwa lub NIP)').fill(contractor.name);
  await visibleOption(page, contractor.name).click();
  // the company's list must be gone (it animates out) before the position's opens, or it covers it
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await fillInvitedPerson(page, modal, {
    firstName: 'Tomasz',
    lastName: 'Zaproszony',
    email,
    phone: '+48 600 100 200',
  });
  await modal.getByRole('button', { name: 'Zaproś' }).click();
  await expect(page.getByText('Osoba dołączy do firmy, gdy zaakceptuje to administrator firmy')).toBeVisible();
  await expect(modal).toBeHidden();
  // the person's company is invited to the order
  await expect(page.getByRole('row').filter({ hasText: contractor.name })).toBeVisible();

  const admin = await asUser(browser, contractor.admin.login, 'konta-uzytkownikow');
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
