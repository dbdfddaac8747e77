import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughUi } from './support';

/**
 * Conversations (issue 14) on the demo data: `klient` has unread questions of contractors, answers
 * one; `subkonto` (same company) joins the thread its company started about another company's
 * order, and starts one on an order nobody of its company asked about.
 */
const api = async (request: import('@playwright/test').APIRequestContext, token: string, url: string) => {
  const res = await request.get(`/api/v2${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
};

test('the requester sees the badge, opens the thread and replies', async ({ page }) => {
  await loginThroughUi(page, 'klient');
  // the Messages badge (polled every 10 s) carries the unread count
  const badge = page.getByRole('status', { name: /^Wiadomości: \d+\+?$/ });
  await expect(badge).toBeVisible({ timeout: 15_000 });
  await page.locator('a', { has: badge }).click();
  await page.locator('a[href*="/wiadomosci/inwestycja/"]').first().click();
  await page.locator('a[href*="/wiadomosci/zlecenie/"]').first().click();
  await expect(page).toHaveURL(/\/konwersacja\/\d+\/$/);
  await expect(page.getByTestId('message').first()).toBeVisible();
  await page.getByLabel('Treść wiadomości').fill('Zapraszamy na wizję lokalną we wtorek o 10:00.');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByTestId('message').last()).toContainText('Zapraszamy na wizję lokalną');
});

test('a colleague joins the company thread and starts another one with an industry', async ({ page, request }) => {
  test.setTimeout(120_000);
  const klient = (await apiLogin(request, 'klient')).accessToken;
  const sub = (await apiLogin(request, 'subkonto')).accessToken;
  let joinOrder = 0;
  for (const inv of (await api(request, klient, '/conversations/investments')).content)
    for (const o of await api(request, klient, `/conversations/investments/${inv.id}`))
      if ((await api(request, klient, `/orders/${o.id}/conversation/availability`)).situation === 'IS_PARTICIPANT')
        joinOrder = o.id;
  let startOrder = 0;
  for (const o of (await api(request, sub, '/orders?page=0&size=10')).content) {
    if ((await api(request, sub, `/orders/${o.id}/conversation/availability`)).situation === 'CAN_START') {
      startOrder = o.id;
      break;
    }
  }
  expect(joinOrder && startOrder).toBeTruthy();

  await loginThroughUi(page, 'subkonto');
  await page.goto(`zlecenie/${joinOrder}`);
  await page.getByRole('button', { name: 'Dołącz do rozmowy' }).click();
  await page.getByRole('button', { name: 'Dołącz', exact: true }).click();
  await expect(page.getByTestId('conversation-view')).toBeVisible();
  await expect(page.getByLabel('Treść wiadomości')).toBeEnabled();

  await page.goto(`zlecenie/${startOrder}`);
  await page.getByRole('button', { name: 'Napisz wiadomość' }).click();
  const form = page.getByTestId('start-conversation');
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(form).toContainText('Wybierz branże, którymi jesteś zainteresowany');
  await form.getByRole('checkbox').first().check();
  await form.getByLabel('Treść wiadomości').fill('Dzień dobry, prosimy o przedmiar.');
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\/konwersacja\/\d+\/$/);
  await expect(page.getByTestId('message').first()).toContainText('prosimy o przedmiar');
});
