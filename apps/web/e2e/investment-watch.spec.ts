import { expect, type Page, test } from '@playwright/test';
import { bearer, ownCompany, ownInvestment, tokenOf } from './own-data';
import { loginAs, mainNav, SCREENS, visibleOption, watchMenuItem } from './support';

const SHOTS = process.env.E2E_OUT ? `${process.env.E2E_OUT}/screens` : SCREENS;
type Investment = { id: number; name: string; stage: { id: number; name: string } | null };

/**
 * Chooses `entry` of the top bar's menu `title` once the entry has come to rest: the submenu zooms in
 * (its entries grow and move some 20 px), and a click during the zoom landed beside the entry (the menu
 * stayed open and no page came).
 */
const chooseFromTopBar = async (page: Page, title: string, entry: string) => {
  const rested = watchMenuItem(page, entry);
  await mainNav(page).getByText(title, { exact: true }).click();
  await rested;
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
};

/** 'Realizacja', the works stage: the stage the manager records. */
const WORKS_STAGE = 9;

/**
 * The investment database's watch (issue of the investment database, items 3, 4, 7): a client follows an
 * investment with a note, a manager records its stage change in the stage changes panel, the client sees the
 * change in 'Obserwowane inwestycje', and the followers' e-mail is on the admin e-mails page. The investment
 * (a copy of a demo hall before the works stage) and the follower (a company like klient's) are the journey's own.
 */
test('a client follows an investment, a manager changes its stage, the client sees it and an e-mail is on /emaile', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // two users and three pages: longer than one page's journey
  const admin = bearer(await tokenOf(request, 'administrator'));
  const list = await request.get('/api/v2/investments?byMyCompany=false&size=40&search=hala', { headers: admin });
  const candidates = ((await list.json()) as { content: { id: number }[] }).content;
  let hall: Investment | undefined;
  for (const { id } of candidates) {
    const detail = (await (await request.get(`/api/v2/investment/${id}`, { headers: admin })).json()) as Investment;
    if (detail.stage && detail.stage.id < WORKS_STAGE) {
      hall = detail;
      break;
    }
  }
  if (!hall) throw new Error('no active hall investment before the works stage in the demo data');
  // its copy, at its stage: the one the journey follows and changes
  const investment = await ownInvestment(request, { like: hall.id });
  const follower = await ownCompany(request, { like: 'klient' });

  // the client: the investment page's 'Obserwuj' with a note
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, follower.admin.login);
  await page.goto(`-${investment.id}`);
  const card = page.getByTestId('investment-follow');
  await card.getByLabel('Notatka').fill('Zadzwonić do GW po zmianie etapu');
  await card.getByRole('button', { name: 'Obserwuj' }).click();
  await expect(card.getByText('Obserwujesz', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/investment-page-desktop.png`, fullPage: true });

  // manager: the stage changes panel of the investment
  const manager = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAs(manager, 'manager');
  await chooseFromTopBar(manager, 'Inwestycje', 'Panel managera: zmiany etapów');
  await expect(manager.getByRole('heading', { level: 1, name: 'Panel managera: zmiany etapów' })).toBeVisible();
  await manager.goto(`panel-managera/zmiany-etapow?inwestycja=${investment.id}`);
  const form = manager.getByTestId('stage-change-form');
  await form.getByLabel('Nowy etap').click();
  await visibleOption(manager, 'Realizacja').click();
  await form.getByLabel('Źródło').fill('Rozmowa z inwestorem');
  const saved = manager.waitForResponse((r) => r.url().endsWith(`/investments/${investment.id}/stage-changes`));
  await form.getByRole('button', { name: 'Zapisz zmianę etapu' }).click();
  expect((await saved).status()).toBe(201);
  await expect(manager.getByTestId('panel-investment')).toContainText('Realizacja');
  await expect(manager.getByTestId('stage-change').first()).toContainText('Rozmowa z inwestorem');
  await manager.screenshot({ path: `${SHOTS}/stage-changes-desktop.png`, fullPage: true });
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.screenshot({ path: `${SHOTS}/stage-changes-phone.png`, fullPage: true });
  // the browser outlives the journey: a page left open keeps polling the server through the next ones
  await manager.context().close();

  // the client: 'Obserwowane inwestycje' from the menu shows the stage change and the note
  await chooseFromTopBar(page, 'Inwestycje', 'Obserwowane inwestycje');
  await expect(page.getByRole('heading', { level: 1, name: 'Obserwowane inwestycje' })).toBeVisible();
  const row = page.getByTestId('watched-investment').filter({ hasText: investment.name });
  await expect(row).toContainText('Zmiana etapu');
  await expect(row).toContainText('Etap: Realizacja');
  await expect(row).toContainText('Zadzwonić do GW po zmianie etapu');
  await page.screenshot({ path: `${SHOTS}/watched-investments-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/watched-investments-phone.png`, fullPage: true });
  await page.goto(`-${investment.id}`);
  await expect(page.getByTestId('stage-change').first()).toContainText('Realizacja');
  await page.screenshot({ path: `${SHOTS}/investment-page-phone.png`, fullPage: true });

  // administrator: the followers' e-mail on /emaile
  const staff = await (await browser.newContext()).newPage();
  await loginAs(staff, 'administrator');
  await staff.goto('emaile');
  await staff.getByLabel('Szukaj w temacie lub adresie').fill(investment.name);
  const subject = `Zmiana w obserwowanej inwestycji: ${investment.name}`;
  await expect(staff.getByRole('button', { name: subject, exact: true }).first()).toBeVisible();
  await staff.context().close();

  // 'Inwestycje wstrzymane' lists the held demo investments with their reasons
  await page.goto('inwestycje/wstrzymane');
  await expect(page.getByTestId('on-hold-investment').first()).toContainText('Powód:');
  await page.screenshot({ path: `${SHOTS}/on-hold-investments-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/on-hold-investments-desktop.png`, fullPage: true });
});
