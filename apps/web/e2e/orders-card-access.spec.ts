import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, PASSWORD, SCREENS, userIdOf } from './support';

const MESSAGE = 'To zlecenie jest widoczne tylko dla firm z branż tego zlecenia.';
type CardBody = { id: number; investment?: { id: number }; industries: { industryId: number }[] };

/** The day `offset` days from today in Poland, yyyy-mm-dd (what the server compares with its today). */
const day = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(Date.now() + offset * 86_400_000);

/**
 * A new order of klient's company visible to its industries' users only, made through the API in the
 * investment and industry of one of klient's published orders.
 */
const restrictedOrder = async (request: APIRequestContext): Promise<number> => {
  const tokens = await apiLogin(request, 'klient');
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const list = await request.get('/api/v2/orders/me?status=RELEASED&size=10', { headers });
  expect(list.status()).toBe(200);
  const [row] = ((await list.json()) as { content: { id: number }[] }).content;
  expect(row, 'klient ma opublikowane zlecenie').toBeTruthy();
  const source = (await (await request.get(`/api/v2/orders/${row?.id}`, { headers })).json()) as CardBody;
  const industryId = source.industries[0]?.industryId;
  expect(source.investment?.id && industryId, 'zlecenie klienta ma inwestycję i branżę').toBeTruthy();
  const created = await request.post('/api/v2/orders', {
    headers,
    data: {
      investmentId: source.investment?.id,
      companyContacts: [{ userId: userIdOf(tokens.accessToken), publishPhone: true }],
      offerDeadlineFrom: day(0),
      offerDeadlineTo: day(14),
      workDeadlineFrom: day(0).slice(0, 7),
      workDeadlineTo: day(120).slice(0, 7),
      publishAt: new Date().toISOString(),
      scope: 'SERVICE',
      industries: [{ industryId, workScopeNumber: 250, unit: 'm2' }],
      description: '<p>Zlecenie widoczne tylko dla firm z branży.</p>',
      visibleToIndustryUsersOnly: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // anonymous callers are refused by the server
  const anonymous = await request.get(`/api/v2/orders/${id}`);
  expect(anonymous.status()).toBe(403);
  expect(await anonymous.json()).toMatchObject({ code: 'ORDER_INDUSTRY_USERS_ONLY', message: MESSAGE });
  return id;
};

test('an order for its industries only: an anonymous visitor gets the login countdown on its address and, logged in as the requester, lands back on the card', async ({
  page,
  request,
}) => {
  const id = await restrictedOrder(request);
  const card = new RegExp(`/v2/zlecenie/${id}$`);

  await page.goto(`zlecenie/${id}`);
  await expect(page.getByText('Strona dostępna po zalogowaniu')).toBeVisible();
  await expect(page.getByTestId('countdown-seconds')).toBeVisible();
  // shown in place: the address stays the order's, not /forbidden
  await expect(page).toHaveURL(card);
  await page.screenshot({ path: `${SCREENS}/orders-card-industry-only-anonymous.png`, fullPage: true });

  // the countdown ends on the login page, which carries the order's address
  await expect(page).toHaveURL(new RegExp(`/v2/auth/login\\?redirect=${encodeURIComponent(`/zlecenie/${id}`)}$`));
  await page.getByLabel('Login').fill('klient');
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();

  await expect(page).toHaveURL(card);
  await expect(page.getByTestId('order-card')).toHaveAttribute('data-view', 'EDITOR');
  await expect(page.getByText('Strona dostępna po zalogowaniu')).toHaveCount(0);
});

test("a user of a company outside the order's industries sees the server's reason on the order's address", async ({
  page,
  request,
}) => {
  const id = await restrictedOrder(request);
  // 'dotowany' belongs to another company, which works outside the order's industry
  const outsider = await apiLogin(request, 'dotowany');
  const refused = await request.get(`/api/v2/orders/${id}`, {
    headers: { Authorization: `Bearer ${outsider.accessToken}` },
  });
  expect(refused.status()).toBe(403);

  await page.goto(`auth/login?redirect=${encodeURIComponent(`/zlecenie/${id}`)}`);
  await page.getByLabel('Login').fill('dotowany');
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();

  await expect(page).toHaveURL(new RegExp(`/v2/zlecenie/${id}$`));
  await expect(page.getByTestId('order-forbidden')).toHaveText(MESSAGE);
  await expect(page.getByText('Strona dostępna po zalogowaniu')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/orders-card-industry-only-outsider.png`, fullPage: true });
  await page.getByRole('link', { name: 'Przejdź do listy zleceń' }).click();
  await expect(page).toHaveURL(/\/v2\/zlecenia/);
});
