import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { bearer, ownCompany, ownRequester, publishOrder } from './own-data';
import { loginAs, SCREENS } from './support';

const PHONE = { width: 390, height: 844 };
/** Desktop as it is; the phone from a fresh load at the phone's size (nothing left from the wide layout). */
const shoot = async (page: Page, name: string, ready: (page: Page) => Locator) => {
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.mouse.move(0, 0);
  await page.reload();
  await expect(ready(page).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
};

test("'Pytania': a contractor asks with a file, sales answers from the admin panel's queue, the contractor reads the answer", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // the journey's own contractor (a company like wykonawca's): its question and the answer to it
  const contractor = await ownCompany(request, { like: 'wykonawca' });
  const subject = `Termin przetargu ${Date.now()}`;
  await loginAs(page, contractor.admin.login);
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: 'Pytania', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pytania' })).toBeVisible();
  const form = page.getByTestId('ask-question-form');
  await form.getByTestId('question-subject-id').fill('1');
  await form.getByTestId('question-subject').fill(subject);
  await form.getByTestId('question-body').fill('Kiedy inwestor ogłosi przetarg na roboty instalacyjne?');
  await form.locator('input[type=file]').setInputFiles({
    name: 'zakres.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\nzakres robót\n%%EOF\n'),
  });
  await expect(form.getByText('zakres.pdf')).toBeVisible();
  await form.getByTestId('question-send').click();
  const mine = page.getByTestId('question-card').filter({ hasText: subject });
  await expect(mine.getByTestId('question-status')).toHaveText('Oczekuje na odpowiedź');
  await expect(mine.getByRole('link', { name: 'zakres.pdf' })).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await loginAs(staff, 'sales');
  await staff.goto('admin-panel/pytania/');
  await expect(staff.getByRole('heading', { level: 1, name: 'Pytania do konsultantów' })).toBeVisible();
  const open = staff.getByTestId('question-card').filter({ hasText: subject });
  await expect(open.getByTestId('question-asker')).toContainText('Pyta:');
  await shoot(staff, 'questions-queue', (p) => p.getByTestId('question-card').filter({ hasText: subject }));
  await open.getByTestId('answer-text').fill('Przetarg zostanie ogłoszony w przyszłym miesiącu.');
  await open.getByTestId('answer-send').click();
  await expect(staff.getByTestId('question-card').filter({ hasText: subject })).toHaveCount(0);
  // the browser outlives the journey: a page left open keeps polling the server through the next ones
  await staff.context().close();

  await page.reload();
  const answered = page.getByTestId('question-card').filter({ hasText: subject });
  await expect(answered.getByTestId('question-status')).toHaveText('Odpowiedziano');
  await expect(answered.getByTestId('question-answer')).toContainText('Przetarg zostanie ogłoszony');
  await shoot(page, 'questions', (p) => p.getByTestId('question-answer'));
});

test("'Planer': a requester sees an order's offer deadline in the month and the list, and downloads the calendar feed", async ({
  page,
  request,
}) => {
  test.slow();
  // the journey's own requester (like klient) with a published order: its offer deadline, and the feed it generates
  const requester = await ownRequester(request);
  const site = requester.investment;
  const token = requester.token;
  await publishOrder(request, token, { investmentId: site.id, industries: [401], offerDays: 21 });
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  const answer = await request.get(`/api/v2/planner/events?from=${today}&to=${until}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  const events = ((await answer.json()) as { events: { kind: string; date: string; title: string }[] }).events;
  const deadline = events.find((e) => e.kind.endsWith('_OFFER_DEADLINE'));
  expect(deadline, 'the requester has an offer deadline in the coming months').toBeTruthy();
  expect(deadline?.title).toContain(site.name);

  await loginAs(page, requester.admin.login);
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: 'Planer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planer' })).toBeVisible();
  await page.goto(`planer?miesiac=${deadline!.date.slice(0, 7)}`);
  await expect(page.getByTestId('planner-event').filter({ hasText: deadline!.title }).first()).toBeVisible();
  await shoot(page, 'planner-month', (p) => p.getByTestId('planner-month'));

  await page.getByTestId('planner-view').getByText('Lista').click();
  await expect(page).toHaveURL(/widok=lista/);
  await expect(page.getByTestId('planner-list-item').filter({ hasText: deadline!.title }).first()).toBeVisible();

  const feed = page.getByTestId('planner-feed');
  await feed.getByTestId('feed-generate').click();
  const url = (await feed.getByTestId('feed-url').textContent())?.trim() ?? '';
  expect(url).toMatch(/\/api\/v2\/planner\/feed\/[\w-]+\.ics$/);
  const ics = await page.request.get(new URL(url).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(body).toContain('BEGIN:VEVENT');
  await shoot(page, 'planner-list', (p) => p.getByTestId('planner-list-item'));
});

/** WCAG 2.1 A and AA as e2e/accessibility.spec.ts checks the main pages: no serious or critical violation. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));

for (const [role, pages] of Object.entries({
  klient: ['pytania', 'planer', 'planer?widok=lista'],
  sales: ['admin-panel/pytania/'],
})) {
  test(`axe: 'Pytania' and 'Planer' pages of ${role}`, async ({ page }) => {
    test.slow();
    await loginAs(page, role);
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
      expect.soft(await seriousViolations(page), `/v2/${path}`).toEqual([]);
    }
  });
}
