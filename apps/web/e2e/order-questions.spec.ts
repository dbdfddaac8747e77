import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, loginThroughUi, SCREENS } from './support';

/** A second person at another desk: a fresh browser context, logged in through the UI. */
const asUser = async (browser: Browser, login: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await loginThroughUi(page, login);
  return page;
};

const api = async (request: APIRequestContext, login: string) => {
  const { accessToken } = await apiLogin(request, login);
  const headers = { Authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T,
    patch: (url: string, data: object) => request.patch(url, { headers, data }),
  };
};

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
};

/**
 * Questions and the coverage alert: klient's released order with few intents warns on the start page
 * and the card; wykonawca asks, klient answers publicly, another invitee reads the answer without
 * the asker's name.
 */
test('wykonawca asks, klient answers publicly, another invitee sees it anonymised; the coverage warning shows', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const klientApi = await api(request, 'klient');
  const alerts = await klientApi.get<{ orderId: number }[]>('/api/v2/orders/coverage-alerts/me');
  expect(alerts.length).toBeGreaterThan(0);
  const orderId = alerts[0]!.orderId;
  const companyOf = async (login: string) =>
    (await (await api(request, login)).get<{ company: { id: number } }>('/api/v2/users/me')).company;
  // wykonawca's demo company (contractor-seed.ts)
  const contractorName = /WYKOBUD/;
  const contractor = await companyOf('wykonawca');
  const other = await companyOf('dotowany');
  const invite = await klientApi.patch(`/api/v2/orders/${orderId}/nominated-companies`, {
    companyIds: [contractor.id, other.id],
  });
  expect([200, 409]).toContain(invite.status());

  // klient: the start page and the card warn, with the actions that help
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughUi(page, 'klient');
  await expect(page.getByTestId('coverage-alerts')).toBeVisible();
  await shoot(page, 'coverage-start-page');
  await page.goto(`zlecenie/${orderId}`);
  const warning = page.getByTestId('coverage-warning');
  await expect(warning).toContainText('prawdopodobnie wpłyną mniej niż 3 oferty');
  await expect(warning.getByTestId('coverage-action-EXTEND_DEADLINE')).toBeVisible();
  await shoot(page, 'coverage-card');

  // wykonawca asks on the 'Pytania' tab
  const asker = await asUser(browser, 'wykonawca');
  await asker.goto(`zlecenie/${orderId}/pytania`);
  const question = `Czy dopuszczają Państwo etapowanie robót? (${Date.now()})`;
  await asker.getByTestId('question-text').fill(question);
  await asker.getByTestId('question-submit').click();
  const mine = asker.getByTestId('order-question').filter({ hasText: question });
  await expect(mine).toContainText('Pytanie Twojej firmy');
  await expect(mine).toContainText('Czeka na odpowiedź zleceniodawcy.');

  // klient sees who asked and answers publicly
  await page.goto(`zlecenie/${orderId}/pytania`);
  const open = page.getByTestId('order-question').filter({ hasText: question });
  await expect(open.getByTestId('question-asker')).toHaveText(contractorName);
  await open.getByTestId('answer-text').fill('Tak, dopuszczamy dwa etapy.');
  await open.getByTestId('answer-submit').click();
  await expect(open.getByTestId('question-answer')).toContainText('Tak, dopuszczamy dwa etapy.');
  await shoot(page, 'order-questions-requester');

  // another invitee reads the public answer, never the asker's name
  const reader = await asUser(browser, 'dotowany');
  await reader.goto(`zlecenie/${orderId}/pytania`);
  const seen = reader.getByTestId('order-question').filter({ hasText: question });
  await expect(seen.getByTestId('question-answer')).toContainText('Tak, dopuszczamy dwa etapy.');
  await expect(reader.getByTestId('questions-tab')).not.toContainText(contractorName);
  await expect(seen.getByTestId('question-asker')).toHaveCount(0);
  await reader.setViewportSize({ width: 1440, height: 900 });
  await shoot(reader, 'order-questions-invitee');
});
