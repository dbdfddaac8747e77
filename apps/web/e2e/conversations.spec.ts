import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughUi, userIdOf } from './support';

/**
 * Conversations (spec 2.9) on the demo data: `klient` has unread questions of contractors, answers
 * one; `subkonto` (same company) joins the thread its company started about another company's
 * order, and starts one on an order nobody of its company asked about; `wykonawca` starts a thread
 * with two industries and a file on a new order of `klient`, who answers; the order is archived.
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
  await expect(badge).toBeVisible();
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
  test.slow(); // three times the test timeout of playwright.config.ts
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

type OrderBody = { id: number; investment?: { id: number }; industries: { industryId: number }[] };
/** The day `offset` days from today in Poland, yyyy-mm-dd. */
const polishDay = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(Date.now() + offset * 86_400_000);

/**
 * A new released order of klient's company on the investment of one of its orders, in that order's
 * industry and another one `wykonawca` works in (water installations, 401, or sewage, 402), so that
 * archiving it at the end touches no demo order.
 */
const twoIndustryOrder = async (request: import('@playwright/test').APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  const [row] = (await api(request, token, '/orders/me?status=RELEASED&size=1')).content as { id: number }[];
  const card = (await api(request, token, `/orders/${row?.id}`)) as OrderBody;
  const first = card.industries[0]?.industryId;
  expect(first && card.investment, 'klient ma opublikowane zlecenie').toBeTruthy();
  const industryIds = [first as number, first === 401 ? 402 : 401];
  const investmentId = card.investment?.id;
  const created = await request.post('/api/v2/orders', {
    headers,
    data: {
      investmentId,
      companyContacts: [{ userId: userIdOf(token), publishPhone: true }],
      offerDeadlineFrom: polishDay(0),
      offerDeadlineTo: polishDay(21),
      workDeadlineFrom: polishDay(30).slice(0, 7),
      workDeadlineTo: polishDay(150).slice(0, 7),
      publishAt: new Date().toISOString(),
      scope: 'DELIVERY_AND_SERVICE',
      industries: industryIds.map((industryId) => ({ industryId, workScopeNumber: 180, unit: 'm2' })),
      description: '<p>Instalacje wewnętrzne w budynku biurowym, etap II.</p>',
      visibleToIndustryUsersOnly: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
};

test('a contractor starts with two industries and a file; the contact person answers; archiving the order closes the composer', async ({
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const klientToken = (await apiLogin(request, 'klient')).accessToken;
  const orderId = await twoIndustryOrder(request, klientToken);
  const contractor = await (await browser.newContext()).newPage();
  const requester = await (await browser.newContext()).newPage();

  // wykonawca: both industries, a file, the text
  await loginThroughUi(contractor, 'wykonawca');
  await contractor.goto(`zlecenie/${orderId}`);
  await contractor.getByRole('button', { name: 'Napisz wiadomość' }).click();
  const form = contractor.getByTestId('start-conversation');
  const boxes = form.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await form.getByLabel('Treść wiadomości').fill('Dzień dobry, wycenimy obie branże. Przesyłam referencje.');
  await form
    .getByTestId('file-upload')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'referencje-wykobud.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 referencje'),
    });
  await expect(form.getByTestId('upload-item').locator('.ant-progress-status-success')).toBeVisible();
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(contractor).toHaveURL(/\/konwersacja\/\d+\/$/);
  const first = contractor.getByTestId('message').first();
  await expect(first).toContainText('wycenimy obie branże');
  await expect(first.getByRole('link', { name: /referencje-wykobud\.pdf/ })).toBeVisible();
  const threadUrl = contractor.url();

  // klient: the badge within 10 s, the newest talk first in every step, the answer
  await loginThroughUi(requester, 'klient');
  const badge = requester.getByRole('status', { name: /^Wiadomości: \d+\+?$/ });
  await expect(badge).toBeVisible();
  await requester.locator('a', { has: badge }).click();
  await requester.locator('a[href*="/wiadomosci/inwestycja/"]').first().click();
  await requester.locator(`a[href*="/wiadomosci/zlecenie/${orderId}/"]`).first().click();
  await expect(requester.getByTestId('message').first()).toContainText('wycenimy obie branże');
  await expect(
    requester
      .getByTestId('message')
      .first()
      .getByRole('link', { name: /referencje-wykobud\.pdf/ }),
  ).toBeVisible();
  await requester.getByLabel('Treść wiadomości').fill('Dziękujemy, prosimy o ofertę do końca miesiąca.');
  await requester.getByRole('button', { name: 'Wyślij' }).click();
  await expect(requester.getByTestId('message').last()).toContainText('prosimy o ofertę');

  // wykonawca sees the answer (the thread is polled every 10 s)
  await expect(contractor.getByTestId('message').last()).toContainText('prosimy o ofertę');

  // the requester archives the order: the band and a disabled composer for the contractor
  const archived = await request.put(`/api/v2/orders/${orderId}/delete-reason`, {
    headers: { Authorization: `Bearer ${klientToken}` },
    data: { reason: 'EXPIRED' },
  });
  expect(archived.status(), await archived.text()).toBe(200);
  await contractor.goto(threadUrl);
  await expect(contractor.getByTestId('archived-band')).toBeVisible();
  await expect(contractor.getByLabel('Treść wiadomości')).toBeDisabled();
  await expect(contractor.getByRole('button', { name: 'Wyślij' })).toBeDisabled();
  await contractor.context().close();
  await requester.context().close();
});

test('a long thread opens at its latest message and loads the earlier ones above', async ({ page, request }) => {
  const klient = (await apiLogin(request, 'klient')).accessToken;
  let target: { orderId: number; id: number } | null = null;
  for (const inv of (await api(request, klient, '/conversations/investments')).content)
    for (const o of await api(request, klient, `/conversations/investments/${inv.id}`))
      for (const c of await api(request, klient, `/conversations/orders/${o.id}`))
        if (!target && (await api(request, klient, `/conversations/${c.id}`)).hasOlder)
          target = { orderId: o.id, id: c.id };
  expect(target, 'demo: długa rozmowa').toBeTruthy();

  await loginThroughUi(page, 'klient');
  await page.goto(`wiadomosci/zlecenie/${target?.orderId}/konwersacja/${target?.id}/`);
  const list = page.getByTestId('message-list');
  await expect(page.getByTestId('message')).toHaveCount(100);
  // opened at the bottom: the latest message is in view, the button above is not
  await expect(page.getByTestId('message').last()).toBeInViewport();
  const older = page.getByRole('button', { name: 'Wcześniejsze wiadomości' });
  await expect(older).not.toBeInViewport();
  await list.evaluate((el) => {
    el.scrollTop = 0;
  });
  const before = await page.getByTestId('message').first().boundingBox();
  await older.click();
  await expect(page.getByTestId('message')).toHaveCount(140);
  await expect(older).toHaveCount(0);
  // the message read before the click (now the 41st) stays where it was on the screen
  const after = await page.getByTestId('message').nth(40).boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(60);
});
