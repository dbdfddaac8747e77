import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { offerPrices, ownContractor, ownRequester, polishDay, publishOrder, startThread } from './own-data';
import { SCREENS, signIn } from './support';

/**
 * 'Zmiany w zleceniu' (beyond the spec): on a fresh order of the journey's own requester (like `klient`)
 * where its own contractor (like `wykonawca`) gave its price, the requester moves the offer deadline
 * and adds a document in the edit form; the contractor sees the mark in its list and the changes on
 * the card, and acknowledges them; the requester sees the acknowledgement in the invited companies
 * tab, and the comparison marks the offer given before the change.
 */
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });

/** The requester's order in water installations (401), offers until 14 days from today; the contractor's priced thread. */
const orderWithOffer = async (request: APIRequestContext) => {
  const requester = await ownRequester(request);
  const industries = [401];
  const id = await publishOrder(request, requester.token, {
    investmentId: requester.investment.id,
    industries,
    offerDays: 14,
    description: '<p>Zlecenie, które zmieni się po publikacji.</p>',
  });
  const contractor = await ownContractor(request, 'wykonawca', requester.investment.id, industries);
  const thread = await startThread(request, contractor.token, id, industries);
  await offerPrices(request, contractor.token, thread, [{ industryId: 401, priceNet: 99_000 }]);
  return { id, requester, contractor };
};

test('klient changes an order; wykonawca sees and acknowledges the changes; klient sees it and the older offer marked', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const { id, requester, contractor } = await orderWithOffer(request);
  const to = polishDay(21);

  // the requester moves the offer deadline and adds a document link
  await signIn(page, requester.admin.login);
  await page.goto(`edytuj-zlecenie/${id}`);
  await expect(page.getByRole('heading', { name: 'Edytuj zlecenie' })).toBeVisible();
  const range = page.getByTestId('section-offer-deadline').locator('input');
  await range.nth(1).click();
  // the day in Poland, as the server and the browser (Europe/Warsaw) count days, typed dd.mm.yyyy
  await range.nth(1).fill(to.split('-').reverse().join('.'));
  await range.nth(1).press('Enter');
  await page.getByRole('button', { name: 'Dodaj link do dokumentu' }).click();
  await page.getByLabel('Link do dokumentu').last().fill('https://dokumenty.example.pl/przedmiar.pdf');
  await page.getByLabel('Nazwa dokumentu').last().fill('Przedmiar robót');
  await page.getByRole('button', { name: /Zapisz zmiany|Zapisz i zatwierdź/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // the contractor: the mark in its list, the changes on the card, the acknowledgement
  await signIn(page, contractor.admin.login);
  await page.goto('ofertowane-zlecenia');
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/zlecenie/${id}"]`) });
  await expect(row.getByTestId('order-changed-mark')).toHaveText('Zmiany w zleceniu');
  await page.goto(`zlecenie/${id}`);
  const band = page.getByTestId('order-changes-band');
  const dm = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
  await expect(band.getByText(`Termin składania ofert: ${dm(polishDay(14))} → ${dm(to)}`)).toBeVisible();
  await expect(band.getByText('Dodano dokument: Przedmiar robót')).toBeVisible();
  await shoot(page, 'order-changes-contractor-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'order-changes-contractor-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await band.getByTestId('order-changes-acknowledge').click();
  await expect(band.getByTestId('order-changes-acknowledged')).toBeVisible();

  // the requester: who acknowledged which version, and the offer given before the change
  await signIn(page, requester.admin.login);
  await page.goto(`zlecenie/${id}/zaproszenia`);
  const acks = page.getByTestId('change-acknowledgements');
  await expect(acks.getByRole('row').filter({ hasText: 'Wersja 2' })).toHaveCount(1);
  await shoot(page, 'order-changes-acknowledgements-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'order-changes-acknowledgements-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`zlecenie/${id}/oferty`);
  await expect(page.getByTestId('offer-before-change').first()).toHaveText(
    `Oferta złożona przed zmianą z ${dm(polishDay(0))}`,
  );
  await shoot(page, 'order-changes-offers-desktop');
});
