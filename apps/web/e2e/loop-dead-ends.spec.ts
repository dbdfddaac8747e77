import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, loginThroughUi, userIdOf } from './support';

/**
 * Dead ends of the marketplace loop (spec 2.8, 2.9, 6, 7): a contractor reveals the contacts and the
 * requester's 'Pobrania kontaktu' counts it; an archived order's invitation band is final; a mistyped
 * answer link reads plain Polish; a subsidised client's invitations list is locked as its banner says.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string) => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
};

const polishDay = (offset: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(Date.now() + offset * 86_400_000);

const get = async (request: APIRequestContext, token: string, url: string) => {
  const res = await request.get(`/api/v2${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  return res.json();
};

/** A new released order of klient's company in water installations (401), which `wykonawca` works in. */
const newOrder = async (request: APIRequestContext, token: string) => {
  const [row] = (await get(request, token, '/orders/me?status=RELEASED&size=1')).content as { id: number }[];
  const card = (await get(request, token, `/orders/${row?.id}`)) as { investment?: { id: number } };
  const created = await request.post('/api/v2/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      investmentId: card.investment?.id,
      companyContacts: [{ userId: userIdOf(token), publishPhone: true }],
      offerDeadlineFrom: polishDay(0),
      offerDeadlineTo: polishDay(21),
      workDeadlineFrom: polishDay(30).slice(0, 7),
      workDeadlineTo: polishDay(150).slice(0, 7),
      publishAt: new Date().toISOString(),
      scope: 'SERVICE',
      industries: [{ industryId: 401, workScopeNumber: 120, unit: 'm2' }],
      description: '<p>Instalacje wodne w hali magazynowej.</p>',
      visibleToIndustryUsersOnly: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
};

test('a contractor reveals the contacts (counted), then sees the final answer on the archived order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const klient = (await apiLogin(request, 'klient')).accessToken;
  const wykonawca = (await apiLogin(request, 'wykonawca')).accessToken;
  const orderId = await newOrder(request, klient);
  const contractorCompany = ((await get(request, wykonawca, '/users/me')) as { company: { id: number } }).company.id;
  const invited = await request.patch(`/api/v2/orders/${orderId}/nominated-companies`, {
    headers: { Authorization: `Bearer ${klient}` },
    data: { companyIds: [contractorCompany] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const fetches = async () =>
    ((await get(request, klient, `/report/order-statistics/${orderId}`)) as { contactFetches: number }).contactFetches;
  expect(await fetches()).toBe(0);

  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, 'wykonawca');
  await page.goto(`zlecenie/${orderId}`);
  await expect(page.getByTestId('order-card')).toHaveAttribute('data-view', 'FULL');
  await expect(page.getByTestId('order-contacts')).toHaveCount(0);
  await shoot(page, 'contacts-before-reveal');
  await page.getByTestId('order-contacts-show').click();
  await expect(page.getByTestId('order-contacts')).toBeVisible();
  await shoot(page, 'contacts-revealed');
  expect(await fetches()).toBe(1);

  await page.getByTestId('intent-WILL_BID').click();
  await expect(page.getByTestId('invitation-band')).toContainText('Twoja odpowiedź: Złożę ofertę');
  const archived = await request.put(`/api/v2/orders/${orderId}/delete-reason`, {
    headers: { Authorization: `Bearer ${klient}` },
    data: { reason: 'EXPIRED' },
  });
  expect(archived.status(), await archived.text()).toBe(200);
  // a stale card: the click is refused with its own message and the band turns final
  await page.getByTestId('intent-UNDECIDED').click();
  await expect(
    page.getByText('Zlecenie jest zamknięte. Odpowiedzi na zaproszenie nie można już zmienić.'),
  ).toBeVisible();
  const band = page.getByTestId('invitation-band');
  await expect(band).toContainText('Zlecenie jest zamknięte. Twoja odpowiedź: Złożę ofertę.');
  await expect(band.getByRole('button')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('invitation-band')).toContainText('Zlecenie jest zamknięte.');
  await shoot(page, 'invitation-band-closed');
});

test('a mistyped answer link reads plain Polish, with no technical suffix', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('odpowiedz-na-zaproszenie/krotki');
  await expect(page.getByTestId('intent-link-error')).toHaveText('Link jest nieprawidłowy lub wygasł.');
  await shoot(page, 'intent-link-invalid');
});

test("a subsidised client's invitations list is locked as its banner says; the phone bar keeps the counts", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, 'dotowany');
  await page.goto('zaproszenia-do-zlecen?search=dach');
  await expect(page.getByTestId('orders-upsell')).toContainText('Filtry zleceń są dostępne w pełnej wersji.');
  await expect(page.getByLabel('Znajdź istniejące zlecenie')).toBeDisabled();
  await expect(page.getByTestId('filters-toggle')).toBeDisabled();
  await shoot(page, 'invitations-subsidised');
  await page.goto('wiadomosci/');
  await shoot(page, 'messages-subsidised');
});

test("a contractor's messages: the breadcrumb names the investment, the right column shows the requester", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const wykonawca = (await apiLogin(request, 'wykonawca')).accessToken;
  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, 'wykonawca');
  await page.goto('wiadomosci/');
  const investment = page.locator('.conv-list a').first();
  const name = (await investment.textContent()) ?? '';
  await investment.click();
  await expect(page.locator('.ant-breadcrumb')).toContainText(name);
  await shoot(page, 'messages-step-two');
  await page.locator('.conv-list a').first().click();
  const details = page.getByTestId('conversation-details-company');
  await expect(details).toBeVisible();
  const orderId = /zlecenie\/(\d+)/.exec(page.url())?.[1];
  // the threads a contractor reads name its own company: the column names the requester instead
  const [thread] = (await get(request, wykonawca, `/conversations/orders/${orderId}`)) as {
    company: { name: string };
  }[];
  expect(thread?.company.name).toBeTruthy();
  await expect(details).not.toHaveText(thread?.company.name ?? '');
  await shoot(page, 'messages-conversation-contractor');
});
