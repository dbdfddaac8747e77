import { type APIRequestContext, expect, test } from '@playwright/test';
import { ownRequester, publishOrder } from './own-data';
import { apiLogin, PASSWORD, SCREENS } from './support';

const MESSAGE = 'To zlecenie jest widoczne tylko dla firm z branż tego zlecenia.';
/** The industry of klient's demo orders, outside the works of dotowany's company (the outsider below). */
const INDUSTRY = 1702;

/**
 * A new order of the journey's own requester (a company like klient's) visible to its industries'
 * users only, made through the API in the requester's investment; answers the order and the
 * requester's login.
 */
const restrictedOrder = async (request: APIRequestContext): Promise<{ id: number; login: string }> => {
  const requester = await ownRequester(request);
  const site = requester.investment;
  const id = await publishOrder(request, requester.token, {
    investmentId: site.id,
    industries: [INDUSTRY],
    offerDays: 14,
    scope: 'SERVICE',
    description: '<p>Zlecenie widoczne tylko dla firm z branży.</p>',
    visibleToIndustryUsersOnly: true,
  });
  // anonymous callers are refused by the server
  const anonymous = await request.get(`/api/v2/orders/${id}`);
  expect(anonymous.status()).toBe(403);
  expect(await anonymous.json()).toMatchObject({ code: 'ORDER_INDUSTRY_USERS_ONLY', message: MESSAGE });
  return { id, login: requester.admin.login };
};

test('an order for its industries only: an anonymous visitor gets the login countdown on its address and, logged in as the requester, lands back on the card', async ({
  page,
  request,
}) => {
  const { id, login } = await restrictedOrder(request);
  const card = new RegExp(`/v2/zlecenie/${id}$`);

  await page.goto(`zlecenie/${id}`);
  await expect(page.getByText('Strona dostępna po zalogowaniu')).toBeVisible();
  await expect(page.getByTestId('countdown-seconds')).toBeVisible();
  // shown in place: the address stays the order's, not /forbidden
  await expect(page).toHaveURL(card);
  await page.screenshot({ path: `${SCREENS}/orders-card-industry-only-anonymous.png`, fullPage: true });

  // the countdown ends on the login page, which carries the order's address
  await expect(page).toHaveURL(new RegExp(`/v2/auth/login\\?redirect=${encodeURIComponent(`/zlecenie/${id}`)}$`));
  await page.getByLabel('Login').fill(login);
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
  const { id } = await restrictedOrder(request);
  // 'dotowany'' belongs to another company, which works outside the order's industry
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
