import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, ownContractor, ownRequester, publishOrder } from './own-data';
import { apiLogin, signIn } from './support';

/**
 * Dead ends of the marketplace loop (spec 2.8, 2.9, 6, 7): a contractor reveals the contacts and the
 * requester's 'Pobrania kontaktu' counts it; an archived order's invitation band is final; a mistyped
 * answer link reads plain Polish; a subsidised client's invitations list is locked as its banner says.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Two frames after a resize: the layout of the new width is painted (the media queries' re-render included). */
const laidOut = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const shoot = async (page: Page, name: string) => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await laidOut(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
};

const get = async (request: APIRequestContext, token: string, url: string) => {
  const res = await request.get(`/api/v2${url}`, { headers: bearer(token) });
  expect(res.status(), url).toBe(200);
  return res.json();
};

test('a contractor reveals the contacts (counted), then sees the final answer on the archived order', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  // the journey's own requester (like klient) with an order in water installations (401), and its own
  // contractor (like wykonawca) working in them, invited
  const requester = await ownRequester(request);
  const klient = requester.token;
  const orderId = await publishOrder(request, klient, {
    investmentId: requester.investment.id,
    industries: [401],
    scope: 'SERVICE',
    description: '<p>Instalacje wodne w hali magazynowej.</p>',
  });
  const contractor = await ownContractor(request, 'wykonawca', requester.investment.id, [401]);
  const invited = await request.patch(`/api/v2/orders/${orderId}/nominated-companies`, {
    headers: bearer(klient),
    data: { companyIds: [contractor.id] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const fetches = async () =>
    ((await get(request, klient, `/report/order-statistics/${orderId}`)) as { contactFetches: number }).contactFetches;
  expect(await fetches()).toBe(0);

  await page.setViewportSize(DESKTOP);
  await signIn(page, contractor.admin.login);
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
    headers: bearer(klient),
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
  await signIn(page, 'dotowany');
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
  // reads the demo data only: demo wykonawca's threads, chosen through the API, not by their place in a list
  const wykonawca = (await apiLogin(request, 'wykonawca')).accessToken;
  const [investment] = (await get(request, wykonawca, '/conversations/investments')).content as {
    id: number;
    name: string;
  }[];
  expect(investment, 'demo: wykonawca ma rozmowy').toBeTruthy();
  const [order] = (await get(request, wykonawca, `/conversations/investments/${investment?.id}`)) as { id: number }[];
  expect(order, 'demo: rozmowa o zleceniu inwestycji').toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'wykonawca');
  await page.goto('wiadomosci/');
  await page.locator(`.conv-list a[href$="/wiadomosci/inwestycja/${investment?.id}"]`).click();
  await expect(page.locator('.ant-breadcrumb')).toContainText(investment?.name ?? '');
  await shoot(page, 'messages-step-two');
  await page.locator(`.conv-list a[href$="/wiadomosci/zlecenie/${order?.id}/"]`).click();
  const details = page.getByTestId('conversation-details-company');
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/wiadomosci/zlecenie/${order?.id}/`));
  const orderId = order?.id;
  // the threads a contractor reads name its own company: the column names the requester instead
  const [thread] = (await get(request, wykonawca, `/conversations/orders/${orderId}`)) as {
    company: { name: string };
  }[];
  expect(thread?.company.name).toBeTruthy();
  await expect(details).not.toHaveText(thread?.company.name ?? '');
  await shoot(page, 'messages-conversation-contractor');
});
