import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, dayFromToday, loginThroughUi, SCREENS, userIdOf } from './support';

/**
 * 'Zmiany w zleceniu' (beyond the spec): on a fresh order of `klient` where `wykonawca` gave its price,
 * `klient` moves the offer deadline and adds a document in the edit form; `wykonawca` sees the mark
 * in its list and the changes on the card, and acknowledges them; `klient` sees the acknowledgement
 * in the invited companies tab, and the comparison marks the offer given before the change.
 */
const isoDay = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(Date.now() + offset * 86_400_000);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });

const freshOrderWithOffer = async (request: APIRequestContext) => {
  const tokens = await apiLogin(request, 'klient');
  const headers = bearer(tokens.accessToken);
  const list = await request.get('/api/v2/orders/me?status=RELEASED&size=10', { headers });
  const rows = ((await list.json()) as { content: { id: number }[] }).content;
  type Card = { investment?: { id: number }; industries: { industryId: number }[] };
  const source = (await (await request.get(`/api/v2/orders/${rows[0]?.id}`, { headers })).json()) as Card;
  const industryId = source.industries[0]?.industryId as number;
  const created = await request.post('/api/v2/orders', {
    headers,
    data: {
      investmentId: source.investment?.id,
      companyContacts: [{ userId: userIdOf(tokens.accessToken), publishPhone: true }],
      offerDeadlineFrom: isoDay(0),
      offerDeadlineTo: isoDay(14),
      workDeadlineFrom: isoDay(0).slice(0, 7),
      workDeadlineTo: isoDay(150).slice(0, 7),
      publishAt: new Date().toISOString(),
      scope: 'DELIVERY_AND_SERVICE',
      industries: [{ industryId, workScopeNumber: 120, unit: 'kpl' }],
      description: '<p>Zlecenie, które zmieni się po publikacji.</p>',
      visibleToIndustryUsersOnly: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const token = (await apiLogin(request, 'wykonawca')).accessToken;
  const thread = await request.post(`/api/v2/orders/${id}/conversation`, {
    headers: bearer(token),
    data: { text: 'Dzień dobry, przesyłamy ofertę.', industryIds: [industryId] },
  });
  expect(thread.status(), await thread.text()).toBe(201);
  const conversationId = ((await thread.json()) as { id: number }).id;
  const terms = await request.put(`/api/v2/conversations/${conversationId}/industries`, {
    headers: bearer(token),
    data: { industryIds: [industryId], terms: [{ industryId, priceNet: 99_000, validUntil: null }] },
  });
  expect(terms.status(), await terms.text()).toBe(200);
  return id;
};

test('klient changes an order; wykonawca sees and acknowledges the changes; klient sees it and the older offer marked', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const id = await freshOrderWithOffer(request);
  const to = isoDay(21);

  // klient moves the offer deadline and adds a document link
  await loginThroughUi(page, 'klient');
  await page.goto(`edytuj-zlecenie/${id}`);
  await expect(page.getByRole('heading', { name: 'Edytuj zlecenie' })).toBeVisible();
  const range = page.getByTestId('section-offer-deadline').locator('input');
  await range.nth(1).click();
  await range.nth(1).fill(dayFromToday(21));
  await range.nth(1).press('Enter');
  await page.getByRole('button', { name: 'Dodaj link do dokumentu' }).click();
  await page.getByLabel('Link do dokumentu').last().fill('https://dokumenty.example.pl/przedmiar.pdf');
  await page.getByLabel('Nazwa dokumentu').last().fill('Przedmiar robót');
  await page.getByRole('button', { name: /Zapisz zmiany|Zapisz i zatwierdź/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // wykonawca: the mark in its list, the changes on the card, the acknowledgement
  await loginThroughUi(page, 'wykonawca');
  await page.goto('ofertowane-zlecenia');
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/zlecenie/${id}"]`) });
  await expect(row.getByTestId('order-changed-mark')).toHaveText('Zmiany w zleceniu');
  await page.goto(`zlecenie/${id}`);
  const band = page.getByTestId('order-changes-band');
  const dm = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
  await expect(band.getByText(`Termin składania ofert: ${dm(isoDay(14))} → ${dm(to)}`)).toBeVisible();
  await expect(band.getByText('Dodano dokument: Przedmiar robót')).toBeVisible();
  await shoot(page, 'order-changes-contractor-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'order-changes-contractor-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await band.getByTestId('order-changes-acknowledge').click();
  await expect(band.getByTestId('order-changes-acknowledged')).toBeVisible();

  // klient: who acknowledged which version, and the offer given before the change
  await loginThroughUi(page, 'klient');
  await page.goto(`zlecenie/${id}/zaproszenia`);
  const acks = page.getByTestId('change-acknowledgements');
  await expect(acks.getByRole('row').filter({ hasText: 'Wersja 2' })).toHaveCount(1);
  await shoot(page, 'order-changes-acknowledgements-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'order-changes-acknowledgements-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`zlecenie/${id}/oferty`);
  await expect(page.getByTestId('offer-before-change').first()).toHaveText(
    `Oferta złożona przed zmianą z ${dm(isoDay(0))}`,
  );
  await shoot(page, 'order-changes-offers-desktop');
});
