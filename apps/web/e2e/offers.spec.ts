import { expect, type Page, test } from '@playwright/test';
import { bearer, offerPrices, ownContractor, ownRequester, polishDay, publishOrder, startThread } from './own-data';
import { SCREENS, signIn } from './support';

/**
 * Offers (spec 2.8, tab Oferty) on the journey's own companies: a requester like `klient` publishes an
 * order in two industries; a contractor like `wykonawca` and a subsidised one like `dotowany` offer in
 * both, the first giving its prices in the conversation's 'Twoja oferta' dialog; the requester compares
 * by industry and by company, adds and edits a note, chooses the first contractor in one industry, marks
 * the other 'bez wskazania', settles and thanks both sides; the contractors see the outcome in
 * /ofertowane-zlecenia.
 */

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });

test('contractors offer with prices; the requester compares, notes, chooses, settles and thanks; the contractors see the outcome', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  // water installations (401) and heating (402), both worked in by the two contractors
  const [first, second] = [401, 402] as const;
  const industries = [first, second];
  const requester = await ownRequester(request);
  const orderId = await publishOrder(request, requester.token, {
    investmentId: requester.investment.id,
    industries,
    description: '<p>Zlecenie do porównania ofert.</p>',
  });
  const wykonawca = await ownContractor(request, 'wykonawca', requester.investment.id, industries);
  const other = await ownContractor(request, 'dotowany', requester.investment.id, industries);
  const text = 'Dzień dobry, przesyłamy ofertę na oba zakresy.';
  const wykonawcaThread = await startThread(request, wykonawca.token, orderId, industries, text);
  const otherThread = await startThread(request, other.token, orderId, industries, text);
  await offerPrices(request, other.token, otherThread, [
    { industryId: first, priceNet: 131_000, validUntil: polishDay(60) },
    { industryId: second, priceNet: 48_500.5 },
  ]);

  // wykonawca gives its prices in the conversation, with a comma
  await signIn(page, wykonawca.admin.login);
  await page.goto(`wiadomosci/zlecenie/${orderId}/konwersacja/${wykonawcaThread}/`);
  await page.getByTestId('offer-terms').click();
  await page.getByLabel('Cena netto: Instalacje wodno-kanalizacyjne').fill('118 400,00');
  await page.getByLabel('Cena netto: Instalacje grzewcze').fill('52 300,50');
  await page.getByRole('button', { name: 'Zapisz ofertę' }).click();
  await expect(page.getByText('Zapisano ofertę.')).toBeVisible();

  // the requester compares by industry: prices, the lowest marked, unread in bold
  await signIn(page, requester.admin.login);
  await page.goto(`zlecenie/${orderId}/oferty`);
  const tab = page.getByTestId('offers-tab');
  await expect(tab.getByTestId('industry-offers')).toHaveCount(2);
  const firstIndustry = tab.getByTestId('industry-offers').filter({ hasText: 'Instalacje wodno-kanalizacyjne' });
  await expect(firstIndustry.getByTestId('offer-row')).toHaveCount(2);
  const wykobudRow = firstIndustry.getByTestId('offer-row').filter({ hasText: '118 400,00 zł' });
  await expect(wykobudRow.getByTestId('lowest-price')).toBeVisible();
  await expect(tab.getByTestId('settle-order')).toBeDisabled();
  await shoot(page, 'offers-by-industry');

  // by company: a total, and a note added then edited (its history kept)
  await tab.getByText('według firm').click();
  const panel = tab.getByTestId('company-offers').locator('.ant-collapse-item').filter({ hasText: wykonawca.name });
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

  // back by industry: choose the first contractor in the first industry, nobody in the second
  await tab.getByText('według branż').click();
  await wykobudRow.getByTestId('choose-offer').click();
  await expect(wykobudRow.getByTestId('choose-offer')).toContainText('Wybrana');
  await tab
    .getByTestId('industry-offers')
    .filter({ hasText: 'Instalacje grzewcze' })
    .getByTestId('without-indication')
    .click();
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
  await signIn(page, wykonawca.admin.login);
  await page.goto('ofertowane-zlecenia');
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/zlecenie/${orderId}"]`) });
  await expect(row.getByTestId('offer-outcome')).toHaveText('Oferta wybrana');
  await shoot(page, 'offered-orders');
  const mine = await request.get('/api/v2/orders/offers/me?status=RELEASED,ARCHIVED', { headers: bearer(other.token) });
  const outcome = ((await mine.json()) as { content: { id: number; offer?: { outcome: string } }[] }).content.find(
    (o) => o.id === orderId,
  );
  expect(outcome?.offer?.outcome).toBe('NOT_CHOSEN');

  // the loser, thanked with the band, reads it on the list and on the card too (not only in the e-mail)
  const band = 'w przedziale +10-20% od wybranej oferty';
  await signIn(page, other.admin.login);
  await page.goto('ofertowane-zlecenia');
  const lost = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/zlecenie/${orderId}"]`) });
  await expect(lost.getByTestId('price-bands')).toContainText(band);
  await shootBoth(page, 'offered-orders-loser');
  await page.goto(`zlecenie/${orderId}`);
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
