import { expect, test } from '@playwright/test';
import { ownCompany, ownRequester, publishOrder } from './own-data';
import { asUser, fillInvitedPerson, loginAs, visibleOption } from './support';

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';

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
  test.slow(); // three people at three desks
  // the journey's own requester with a published order, and the company the new person belongs to
  const requester = await ownRequester(request);
  const site = requester.investment;
  const orderId = await publishOrder(request, requester.token, {
    investmentId: site.id,
    industries: [401],
  });
  const contractor = await ownCompany(request, { like: 'wykonawca' });
  const email = `nowy.${Date.now()}@wykobud.example.pl`;

  await loginAs(page, requester.admin.login);
  await page.goto(`zlecenie/${orderId}`);
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  const invitee = page.getByTestId('invited-companies').getByRole('row').filter({ hasText: contractor.name });
  await expect(page.getByTestId('invited-companies')).toBeVisible();
  await expect(invitee).toHaveCount(0);
  await page.getByRole('button', { name: 'Zaproś nowego użytkownika' }).click();
  const modal = page.getByRole('dialog', { name: 'Zaproś nowego użytkownika' });
  // by its NIP: one company answers, not every WYKOBUD copy
  await modal.getByLabel('Firma (nazwa lub NIP)').fill(contractor.nip);
  await visibleOption(page, contractor.name).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await fillInvitedPerson(page, modal, { firstName: 'Zofia', lastName: 'Nowicka', email, phone: '600 100 200' });
  await modal.getByRole('button', { name: 'Zaproś' }).click();
  await expect(modal).toBeHidden();
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
  await expect(text).toContainText(`w zleceniu dotyczącym inwestycji „${site.name}”`);
  await expect(text).toContainText(`Po ustawieniu hasła przejdziesz do zlecenia: `);
  await expect(text).toContainText(`/v2/zlecenie/${orderId}`);
  await staff.screenshot({ path: `${SHOTS}/invite-new-user-email.png` });
  await staff.context().close();

  // the company's admin lets the person in; the order is among the company's invitations
  const admin = await asUser(browser, contractor.admin.login);
  await admin.goto('konta-uzytkownikow');
  await admin.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Zaakceptuj' }).click();
  await expect(admin.getByText('Osoba dołączyła do firmy.')).toBeVisible();
  await admin.goto('zaproszenia-do-zlecen');
  await expect(admin.locator(`a[href$="/zlecenie/${orderId}"]`).first()).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/invite-new-user-invitations.png`, fullPage: true });
  await admin.goto(`zlecenie/${orderId}`);
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
