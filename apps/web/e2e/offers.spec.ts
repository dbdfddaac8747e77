import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, loginThroughUi, SCREENS, userIdOf } from './support';

/**
 * Offers (spec 2.8, tab Oferty) on a fresh order of `klient` (the demo orders stay as other journeys expect
 * them): `wykonawca` and `dotowany`'s company offer in both industries, `wykonawca` giving its prices
 * in the conversation's 'Twoja oferta' dialog; `klient` compares by industry and by company, adds and
 * edits a note, chooses `wykonawca` in one industry, marks the other 'bez wskazania', settles and
 * thanks both sides; the contractors see the outcome in /ofertowane-zlecenia.
 */
const day = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(Date.now() + offset * 86_400_000);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const freshOrder = async (request: APIRequestContext) => {
  const tokens = await apiLogin(request, 'klient');
  const headers = bearer(tokens.accessToken);
  const list = await request.get('/api/v2/orders/me?status=RELEASED&size=10', { headers });
  const rows = ((await list.json()) as { content: { id: number }[] }).content;
  type Card = { investment?: { id: number }; industries: { industryId: number }[] };
  // two industries of klient's published orders (the demo orders have one or two each)
  const cards: Card[] = [];
  for (const row of rows)
    cards.push((await (await request.get(`/api/v2/orders/${row.id}`, { headers })).json()) as Card);
  const source = cards[0];
  const own = source?.industries[0]?.industryId;
  expect(own, 'klient ma opublikowane zlecenie z branżą').toBeTruthy();
  // and a second industry: the first leaf of the industry tree that is not the first one
  type Node = { id: number; children: Node[] };
  const leaves = (nodes: Node[]): number[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n.id]));
  const tree = (await (await request.get('/api/v2/industries')).json()) as Node[];
  const industries = [own as number, leaves(tree).find((id) => id !== own) as number];
  const created = await request.post('/api/v2/orders', {
    headers,
    data: {
      investmentId: source!.investment?.id,
      companyContacts: [{ userId: userIdOf(tokens.accessToken), publishPhone: true }],
      offerDeadlineFrom: day(0),
      offerDeadlineTo: day(21),
      workDeadlineFrom: day(0).slice(0, 7),
      workDeadlineTo: day(150).slice(0, 7),
      publishAt: new Date().toISOString(),
      scope: 'DELIVERY_AND_SERVICE',
      industries: industries.map((industryId) => ({ industryId, workScopeNumber: 120, unit: 'kpl' })),
      description: '<p>Zlecenie do porównania ofert.</p>',
      visibleToIndustryUsersOnly: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, industries };
};

const startThread = async (request: APIRequestContext, login: string, orderId: number, industryIds: number[]) => {
  const token = (await apiLogin(request, login)).accessToken;
  const res = await request.post(`/api/v2/orders/${orderId}/conversation`, {
    headers: bearer(token),
    data: { text: 'Dzień dobry, przesyłamy ofertę na oba zakresy.', industryIds },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { token, conversationId: ((await res.json()) as { id: number }).id };
};

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });

test('contractors offer with prices; the requester compares, notes, chooses, settles and thanks; the contractors see the outcome', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const order = await freshOrder(request);
  const [first, second] = order.industries as [number, number];
  const wykonawca = await startThread(request, 'wykonawca', order.id, order.industries);
  const other = await startThread(request, 'dotowany', order.id, order.industries);
  const terms = await request.put(`/api/v2/conversations/${other.conversationId}/industries`, {
    headers: bearer(other.token),
    data: {
      industryIds: order.industries,
      terms: [
        { industryId: first, priceNet: 131_000, validUntil: day(60) },
        { industryId: second, priceNet: 48_500.5, validUntil: null },
      ],
    },
  });
  expect(terms.status()).toBe(200);

  // wykonawca gives its prices in the conversation, with a comma
  await loginThroughUi(page, 'wykonawca');
  await page.goto(`wiadomosci/zlecenie/${order.id}/konwersacja/${wykonawca.conversationId}/`);
  await page.getByTestId('offer-terms').click();
  const prices = page.getByLabel(/^Cena netto: /);
  await prices.nth(0).fill('118 400,00');
  await prices.nth(1).fill('52 300,50');
  await page.getByRole('button', { name: 'Zapisz ofertę' }).click();
  await expect(page.getByText('Zapisano ofertę.')).toBeVisible();

  // klient compares by industry: prices, the lowest marked, unread in bold
  await loginThroughUi(page, 'klient');
  await page.goto(`zlecenie/${order.id}/oferty`);
  const tab = page.getByTestId('offers-tab');
  await expect(tab.getByTestId('industry-offers')).toHaveCount(2);
  const firstIndustry = tab.getByTestId('industry-offers').first();
  await expect(firstIndustry.getByTestId('offer-row')).toHaveCount(2);
  const wykobudRow = firstIndustry.getByTestId('offer-row').filter({ hasText: '118 400,00 zł' });
  await expect(wykobudRow.getByTestId('lowest-price')).toBeVisible();
  await expect(tab.getByTestId('settle-order')).toBeDisabled();
  await shoot(page, 'offers-by-industry');

  // by company: a total, and a note added then edited (its history kept)
  await tab.getByText('według firm').click();
  const panel = tab
    .getByTestId('company-offers')
    .locator('.ant-collapse-item')
    .filter({ hasText: /WYKOBUD/i });
  await panel.getByTestId('company-name').click();
  await expect(panel.getByTestId('company-total')).toContainText('170 700,50 zł');
  const notes = panel.getByTestId('offer-notes');
  await notes.getByTestId('note-text').fill('Najkrótszy termin realizacji, referencje z dwóch szkół.');
  await notes.getByTestId('note-save').click();
  await expect(notes.getByTestId('offer-note')).toContainText('Najkrótszy termin realizacji');
  await notes.getByTestId('note-edit').click();
  await notes.getByTestId('offer-note').getByTestId('note-text').fill('Najkrótszy termin, referencje z dwóch szkół.');
  await notes.getByTestId('offer-note').getByRole('button', { name: 'Zapisz' }).click();
  await expect(notes.getByText('Historia zmian (1)')).toBeVisible();
  await shoot(page, 'offers-by-company');

  // back by industry: choose wykonawca in the first industry, nobody in the second
  await tab.getByText('według branż').click();
  await wykobudRow.getByTestId('choose-offer').click();
  await expect(wykobudRow.getByTestId('choose-offer')).toContainText('Wybrana');
  await tab.getByTestId('industry-offers').nth(1).getByTestId('without-indication').click();
  await expect(tab.getByTestId('settle-order')).toBeEnabled();

  // settle, then thank both sides with the price band
  await tab.getByTestId('settle-order').click();
  await page.locator('#settle-confirm').click();
  await expect(tab.getByTestId('order-settled')).toHaveText('Zlecenie zamknięte');
  const dialog = page.getByRole('dialog', { name: 'Wyślij podziękowania' });
  await dialog.getByText('Podaj, w jakim przedziale była ich cena').click();
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText(/Wysłano podziękowania/)).toBeVisible();
  await shoot(page, 'offers-settled');

  // the contractors see the outcome in /ofertowane-zlecenia
  await loginThroughUi(page, 'wykonawca');
  await page.goto('ofertowane-zlecenia');
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/zlecenie/${order.id}"]`) });
  await expect(row.getByTestId('offer-outcome')).toHaveText('Oferta wybrana');
  await shoot(page, 'offered-orders');
  const mine = await request.get('/api/v2/orders/offers/me?status=RELEASED,ARCHIVED', { headers: bearer(other.token) });
  const outcome = ((await mine.json()) as { content: { id: number; offer?: { outcome: string } }[] }).content.find(
    (o) => o.id === order.id,
  );
  expect(outcome?.offer?.outcome).toBe('NOT_CHOSEN');

  // the loser, thanked with the band, reads it on the list and on the card too (not only in the e-mail)
  const band = 'w przedziale +10-20% od wybranej oferty';
  await loginThroughUi(page, 'dotowany');
  await page.goto('ofertowane-zlecenia');
  const lost = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/zlecenie/${order.id}"]`) });
  await expect(lost.getByTestId('price-bands')).toContainText(band);
  await shootBoth(page, 'offered-orders-loser');
  await page.goto(`zlecenie/${order.id}`);
  await expect(page.getByTestId('my-offer-band').getByTestId('price-bands')).toContainText(band);
  await shootBoth(page, 'order-card-loser');
});

/** Desktop 1440x900 and phone 390x844, as the screenshots are compared. */
const shootBoth = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS ?? SCREENS;
  for (const [size, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${dir}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};
