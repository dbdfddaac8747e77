import { expect, type Page, test } from '@playwright/test';
import { bearer, ownContractor, ownRequester, publishOrder } from './own-data';
import { asUser, loginAs, SCREENS } from './support';

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
};

/**
 * Questions and the coverage alert on the journey's own companies: the requester's (like `klient`)
 * fresh order, with no offers and two invitations, warns on the start page and the card; its
 * contractor (like `wykonawca`) asks, the requester answers publicly, another invitee (like
 * `dotowany`) reads the answer without the asker's name.
 */
test('wykonawca asks, klient answers publicly, another invitee sees it anonymised; the coverage warning shows', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const requester = await ownRequester(request);
  const orderId = await publishOrder(request, requester.token, {
    investmentId: requester.investment.id,
    industries: [401],
  });
  const contractor = await ownContractor(request, 'wykonawca', requester.investment.id, [401]);
  const other = await ownContractor(request, 'dotowany', requester.investment.id, [401]);
  const invite = await request.patch(`/api/v2/orders/${orderId}/nominated-companies`, {
    headers: bearer(requester.token),
    data: { companyIds: [contractor.id, other.id] },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  // no offers and two open invitations: fewer than 3 offers are likely, the order is at risk
  const alerts = await request.get('/api/v2/orders/coverage-alerts/me', { headers: bearer(requester.token) });
  expect(alerts.status()).toBe(200);
  expect(((await alerts.json()) as { orderId: number }[]).map((a) => a.orderId)).toContain(orderId);

  // the requester: the start page and the card warn, with the actions that help
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, requester.admin.login);
  // one folded line with the count; opened, it lists the order with what helps
  const block = page.getByTestId('coverage-alerts');
  await expect(block).toContainText(/Zlecenia z małą liczbą ofert \(\d+\)/);
  await block.getByRole('button', { name: 'Pokaż' }).click();
  const atRisk = block.getByTestId('coverage-alert').filter({ has: page.locator(`a[href$="/zlecenie/${orderId}"]`) });
  await expect(atRisk).toContainText('prawdopodobnie otrzyma mniej niż 3 oferty');
  await expect(atRisk.getByTestId('coverage-action-INVITE')).toBeVisible();
  await shoot(page, 'coverage-start-page');
  await page.goto(`zlecenie/${orderId}`);
  const warning = page.getByTestId('coverage-warning');
  await expect(warning).toContainText('prawdopodobnie wpłyną mniej niż 3 oferty');
  await expect(warning.getByTestId('coverage-action-EXTEND_DEADLINE')).toBeVisible();
  await shoot(page, 'coverage-card');

  // the contractor asks on the 'Pytania' tab
  const asker = await asUser(browser, contractor.admin.login);
  await asker.goto(`zlecenie/${orderId}/pytania`);
  const question = `Czy dopuszczają Państwo etapowanie robót? (${Date.now()})`;
  await asker.getByTestId('question-text').fill(question);
  await asker.getByTestId('question-submit').click();
  const mine = asker.getByTestId('order-question').filter({ hasText: question });
  await expect(mine).toContainText('Pytanie Twojej firmy');
  await expect(mine).toContainText('Czeka na odpowiedź zleceniodawcy.');

  // the requester sees who asked and answers publicly
  await page.goto(`zlecenie/${orderId}/pytania`);
  const open = page.getByTestId('order-question').filter({ hasText: question });
  await expect(open.getByTestId('question-asker')).toHaveText(contractor.name);
  await open.getByTestId('answer-text').fill('Tak, dopuszczamy dwa etapy.');
  await open.getByTestId('answer-submit').click();
  await expect(open.getByTestId('question-answer')).toContainText('Tak, dopuszczamy dwa etapy.');
  await shoot(page, 'order-questions-requester');

  // another invitee reads the public answer, never the asker's name (nor any part of it)
  const reader = await asUser(browser, other.admin.login);
  await reader.goto(`zlecenie/${orderId}/pytania`);
  const seen = reader.getByTestId('order-question').filter({ hasText: question });
  await expect(seen.getByTestId('question-answer')).toContainText('Tak, dopuszczamy dwa etapy.');
  await expect(reader.getByTestId('questions-tab')).not.toContainText(/WYKOBUD/);
  await expect(seen.getByTestId('question-asker')).toHaveCount(0);
  await reader.setViewportSize({ width: 1440, height: 900 });
  await shoot(reader, 'order-questions-invitee');
  await asker.context().close();
  await reader.context().close();
});
