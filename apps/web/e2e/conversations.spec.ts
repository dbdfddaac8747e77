import { type APIRequestContext, expect, test } from '@playwright/test';
import { ownCompany, ownContractor, ownRequester, publishOrder, startThread, tokenOf } from './own-data';
import { apiLogin, loginAs, signIn } from './support';

/**
 * Conversations (spec 2.9) on the journeys' own companies: a requester like `klient` sees the badge
 * of a contractor's question and answers it; a colleague like `subkonto` joins the thread its
 * company started about another company's order, and starts one on an order nobody of its company
 * asked about; a contractor like `wykonawca` starts a thread with two industries and a file on a new
 * order, the requester answers, the order is archived. Only the long thread is read on the demo data.
 */
const api = async (request: APIRequestContext, token: string, url: string) => {
  const res = await request.get(`/api/v2${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
};

test('the requester sees the badge, opens the thread and replies', async ({ page, request }) => {
  const requester = await ownRequester(request);
  const orderId = await publishOrder(request, requester.token, {
    investmentId: requester.investment.id,
    industries: [401],
  });
  const contractor = await ownContractor(request, 'wykonawca', requester.investment.id, [401]);
  const threadId = await startThread(
    request,
    contractor.token,
    orderId,
    [401],
    'Dzień dobry, czy możemy obejrzeć budynek przed wyceną?',
  );

  await loginAs(page, requester.admin.login);
  // the Messages badge (polled every 10 s) carries the unread count: the contractor's question
  const badge = page.getByRole('status', { name: 'Wiadomości: 1', exact: true });
  await expect(badge).toBeVisible();
  await page.locator('a', { has: badge }).click();
  await page.locator(`a[href$="/wiadomosci/inwestycja/${requester.investment.id}"]`).click();
  await page.locator(`a[href$="/wiadomosci/zlecenie/${orderId}/"]`).click();
  await expect(page).toHaveURL(new RegExp(`/konwersacja/${threadId}/$`));
  await expect(page.getByTestId('message').first()).toContainText('czy możemy obejrzeć budynek');
  await page.getByLabel('Treść wiadomości').fill('Zapraszamy na wizję lokalną we wtorek o 10:00.');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByTestId('message').last()).toContainText('Zapraszamy na wizję lokalną');
});

test('a colleague joins the company thread and starts another one with an industry', async ({ page, request }) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  // company A (its admin and a colleague like subkonto) asks about an order of company B, which has a second one
  const asking = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  const [colleague] = asking.colleagues;
  if (!colleague) throw new Error('company A comes with its colleague');
  const other = await ownRequester(request);
  const joinOrder = await publishOrder(request, other.token, { investmentId: other.investment.id, industries: [401] });
  const startOrder = await publishOrder(request, other.token, {
    investmentId: other.investment.id,
    industries: [402],
    description: '<p>Instalacja grzewcza w budynku biurowym.</p>',
  });
  await startThread(request, await tokenOf(request, asking.admin), joinOrder, [401]);
  const colleagueToken = await tokenOf(request, colleague);
  expect((await api(request, colleagueToken, `/orders/${joinOrder}/conversation/availability`)).situation).toBe(
    'NOT_PARTICIPANT',
  );
  expect((await api(request, colleagueToken, `/orders/${startOrder}/conversation/availability`)).situation).toBe(
    'CAN_START',
  );

  await signIn(page, colleague.login);
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
  await form.getByRole('checkbox', { name: 'Instalacje grzewcze' }).check();
  await form.getByLabel('Treść wiadomości').fill('Dzień dobry, prosimy o przedmiar.');
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\/konwersacja\/\d+\/$/);
  await expect(page.getByTestId('message').first()).toContainText('prosimy o przedmiar');
});

test('a contractor starts with two industries and a file; the contact person answers; archiving the order closes the composer', async ({
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  // water installations (401) and heating (402): both worked in by the contractor
  const requester = await ownRequester(request);
  const orderId = await publishOrder(request, requester.token, {
    investmentId: requester.investment.id,
    industries: [401, 402],
    description: '<p>Instalacje wewnętrzne w budynku biurowym, etap II.</p>',
  });
  const own = await ownContractor(request, 'wykonawca', requester.investment.id, [401, 402]);
  const contractor = await (await browser.newContext()).newPage();
  const requesterPage = await (await browser.newContext()).newPage();

  // the contractor: both industries, a file, the text
  await signIn(contractor, own.admin.login);
  await contractor.goto(`zlecenie/${orderId}`);
  await contractor.getByRole('button', { name: 'Napisz wiadomość' }).click();
  const form = contractor.getByTestId('start-conversation');
  const boxes = form.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await form.getByRole('checkbox', { name: 'Instalacje wodno-kanalizacyjne' }).check();
  await form.getByRole('checkbox', { name: 'Instalacje grzewcze' }).check();
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

  // the requester: the badge within 10 s, the talk in every step, the answer
  await loginAs(requesterPage, requester.admin.login);
  const badge = requesterPage.getByRole('status', { name: 'Wiadomości: 1', exact: true });
  await expect(badge).toBeVisible();
  await requesterPage.locator('a', { has: badge }).click();
  await requesterPage.locator(`a[href$="/wiadomosci/inwestycja/${requester.investment.id}"]`).click();
  await requesterPage.locator(`a[href$="/wiadomosci/zlecenie/${orderId}/"]`).click();
  await expect(requesterPage.getByTestId('message').first()).toContainText('wycenimy obie branże');
  await expect(
    requesterPage
      .getByTestId('message')
      .first()
      .getByRole('link', { name: /referencje-wykobud\.pdf/ }),
  ).toBeVisible();
  await requesterPage.getByLabel('Treść wiadomości').fill('Dziękujemy, prosimy o ofertę do końca miesiąca.');
  await requesterPage.getByRole('button', { name: 'Wyślij' }).click();
  await expect(requesterPage.getByTestId('message').last()).toContainText('prosimy o ofertę');

  // the contractor sees the answer (the thread is polled every 10 s)
  await expect(contractor.getByTestId('message').last()).toContainText('prosimy o ofertę');

  // the requester archives the order: the band and a disabled composer for the contractor
  const archived = await request.put(`/api/v2/orders/${orderId}/delete-reason`, {
    headers: { Authorization: `Bearer ${requester.token}` },
    data: { reason: 'EXPIRED' },
  });
  expect(archived.status(), await archived.text()).toBe(200);
  await contractor.goto(threadUrl);
  await expect(contractor.getByTestId('archived-band')).toBeVisible();
  await expect(contractor.getByLabel('Treść wiadomości')).toBeDisabled();
  await expect(contractor.getByRole('button', { name: 'Wyślij' })).toBeDisabled();
  await contractor.context().close();
  await requesterPage.context().close();
});

test('a long thread opens at its latest message and loads the earlier ones above', async ({ page, request }) => {
  // reads the demo data only (opening marks the thread read, which the demo fingerprint leaves out)
  const klient = (await apiLogin(request, 'klient')).accessToken;
  let target: { orderId: number; id: number } | null = null;
  for (const inv of (await api(request, klient, '/conversations/investments')).content)
    for (const o of await api(request, klient, `/conversations/investments/${inv.id}`))
      for (const c of await api(request, klient, `/conversations/orders/${o.id}`))
        if (!target && (await api(request, klient, `/conversations/${c.id}`)).hasOlder)
          target = { orderId: o.id, id: c.id };
  expect(target, 'demo: długa rozmowa').toBeTruthy();

  await signIn(page, 'klient');
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
