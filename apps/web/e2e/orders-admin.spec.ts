import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, ownCompany, tokenOf } from './own-data';
import {
  chooseOption,
  dayFromToday,
  fillRange,
  monthFromNow,
  pickIndustry,
  SCREENS,
  signIn,
  visibleOption,
} from './support';

type Investment = { id: number; name: string; character: string };

/** The company's active investments with their character, as its people's list gives them. */
const investmentsOf = async (request: APIRequestContext, token: string) => {
  const list = await request.get('/api/v2/investments?byMyCompany=true&size=50', { headers: bearer(token) });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { content: Investment[] }).content;
};

test('administrator publishes an order on behalf of klient’s company; it starts unapproved and klient approves it', async ({
  page,
  request,
}) => {
  // the journey's own requester like klient's company: its first two investments are a MIXED and a PRIVATE one
  const company = await ownCompany(request, { like: 'klient', investments: 2 });
  const token = await tokenOf(request, company.admin);
  const investments = await investmentsOf(request, token);
  // a private investment shows the notify-contacts default turned on, any other one off: both are looked up
  const investment = investments.find((i) => i.character === 'PRIVATE');
  const other = investments.find((i) => i.character !== 'PRIVATE');
  if (!investment || !other) throw new Error('the company takes part in a private investment and another one');
  const contact = company.admin;
  const description = `Zlecenie dodane przez administratora ${Date.now()}.`;

  const detail = await request.get(`/api/v2/investment/${investment.id}`, { headers: bearer(token) });
  expect(detail.status()).toBe(200);
  const params = ((await detail.json()) as { params: { label: string; value: string }[] }).params;

  await signIn(page, 'administrator');
  await page.goto('nowe-zlecenie');
  await expect(page.getByRole('heading', { name: 'Dodaj zlecenie' })).toBeVisible();
  const section = page.getByTestId('section-investment');
  const idInput = section.getByLabel('ID inwestycji');
  const notify = section.getByRole('checkbox', { name: 'Powiadom osoby kontaktowe o zleceniu' });
  const lookupOf = (id: number) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v2/investment/${id}`);

  // the investment id as a number, looked up once typing has rested for 1000 ms;
  // the notify-contacts default follows the character of each investment looked up
  for (const shown of [other, investment]) {
    const lookup = lookupOf(shown.id);
    const typedAt = Date.now();
    await idInput.fill(String(shown.id));
    await lookup;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
    await expect(page.getByTestId('admin-investment-name')).toContainText(shown.name);
    if (shown.character === 'PRIVATE') await expect(notify).toBeChecked();
    else await expect(notify).not.toBeChecked();
  }

  // the requester company by the autocomplete
  const picker = section.getByLabel('Firma zlecająca');
  await picker.fill(company.name);
  await visibleOption(page, company.name).click();
  await expect(picker).toHaveValue(company.name);

  // a contact person of that company
  await page.getByLabel('Osoba kontaktowa 1').click();
  await visibleOption(page, `${contact.firstName} ${contact.lastName}`).click();

  await fillRange(page, 'section-offer-deadline', dayFromToday(2), dayFromToday(20));
  await fillRange(page, 'section-work-front', monthFromNow(1), monthFromNow(4));
  await page.getByText('Usługa wykonawcza', { exact: true }).click();
  await pickIndustry(page, 'Generalne wykonawstwo');
  const industryParams = page.getByTestId('industry-params');
  await industryParams.getByLabel('Ilość').fill('80');
  await chooseOption(page, industryParams, 'Jednostka', 'm2');
  // the description field (plain or rich text): its role and name are the same either way
  const descriptionField = page.getByRole('textbox', { name: 'Opis zlecenia' });
  await descriptionField.fill(description);
  // staff insert the investment's technical parameters after the typed text
  const insertParams = page.getByRole('button', { name: 'Wstaw parametry techniczne' });
  if (params.length) {
    await insertParams.click();
    await expect(async () => {
      const text = await descriptionField.evaluate((e) =>
        e instanceof HTMLTextAreaElement ? e.value : (e as HTMLElement).innerText,
      );
      expect(text.startsWith(description)).toBe(true);
      for (const p of params) expect(text).toContain(`${p.label}: ${p.value}`);
    }).toPass();
  } else await expect(insertParams).toBeDisabled();
  await page.getByText('Wszyscy zalogowani użytkownicy platformy').click();
  // from the top, so the fixed header does not cover a section of the full-page picture
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/orders-admin-form.png`, fullPage: true });

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/v2\/orders$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  // on behalf of klient's company, with the notify flag as the form showed it
  expect(response.request().postDataJSON()).toMatchObject({
    investmentId: investment.id,
    companyId: company.id,
    notifyContacts: true, // the private investment's default, looked up last
    companyContacts: [expect.objectContaining({ userId: contact.id })],
  });
  const orderId = ((await response.json()) as { id: number }).id;
  await expect(page.getByTestId('order-result-title')).toHaveText('Twoje zlecenie zostało opublikowane');
  await expect(page.getByRole('dialog')).toContainText(investment.name);

  // the order exists unapproved among klient's company orders
  const unapproved = await request.get('/api/v2/orders/me?isApproved=false&size=50', { headers: bearer(token) });
  expect(unapproved.status()).toBe(200);
  const ids = ((await unapproved.json()) as { content: { id: number }[] }).content.map((o) => o.id);
  expect(ids).toContain(orderId);

  // klient sees the approval button on the card and approves
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, company.admin.login);
  await page.goto(`zlecenie/${orderId}`);
  const card = page.getByTestId('order-card');
  await expect(card.getByText(description)).toBeVisible();
  await expect(card).toContainText(company.name);
  await card.getByRole('button', { name: 'Zatwierdź zlecenie' }).click();
  await expect(page.getByText('Zlecenie zostało zatwierdzone')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Zatwierdź zlecenie' })).toHaveCount(0);
  const approved = await request.get('/api/v2/orders/me?isApproved=false&size=50', { headers: bearer(token) });
  expect(((await approved.json()) as { content: { id: number }[] }).content.map((o) => o.id)).not.toContain(orderId);
});
