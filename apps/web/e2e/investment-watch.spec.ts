import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughUi, mainNav, SCREENS, visibleOption } from './support';

const SHOTS = process.env.E2E_OUT ? `${process.env.E2E_OUT}/screens` : SCREENS;
type Investment = { id: number; name: string; stage: { id: number; name: string } | null };

/**
 * The investment database's watch (issue of the investment database, items 3, 4, 7): klient follows an
 * investment with a note, a manager records its stage change in the stage changes panel, klient sees the
 * change in 'Obserwowane inwestycje', and the followers' e-mail is on the admin e-mails page.
 */
test('klient follows an investment, a manager changes its stage, klient sees it and an e-mail is on /emaile', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // two users and three pages: longer than one page's journey
  const admin = { Authorization: `Bearer ${(await apiLogin(request, 'administrator')).accessToken}` };
  const list = await request.get('/api/v2/investments?byMyCompany=false&size=40&search=hala', { headers: admin });
  const candidates = ((await list.json()) as { content: { id: number }[] }).content;
  let investment: Investment | undefined;
  for (const { id } of candidates) {
    const detail = (await (await request.get(`/api/v2/investment/${id}`, { headers: admin })).json()) as Investment;
    if (detail.stage && detail.stage.id < 9) {
      investment = detail;
      break;
    }
  }
  if (!investment) throw new Error('no active hall investment before the works stage in the demo data');

  // klient: the investment page's 'Obserwuj' with a note
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughUi(page, 'klient');
  await page.goto(`-${investment.id}`);
  const card = page.getByTestId('investment-follow');
  await card.getByLabel('Notatka').fill('Zadzwonić do GW po zmianie etapu');
  await card.getByRole('button', { name: 'Obserwuj' }).click();
  await expect(card.getByText('Obserwujesz', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/investment-page-desktop.png`, fullPage: true });

  // manager: the stage changes panel of the investment
  const manager = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginThroughUi(manager, 'manager');
  await mainNav(manager).getByText('Inwestycje', { exact: true }).click();
  await manager.getByRole('menuitem', { name: 'Panel managera: zmiany etapów' }).click();
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

  // klient: 'Obserwowane inwestycje' from the menu shows the stage change and the note
  await mainNav(page).getByText('Inwestycje', { exact: true }).click();
  await page.getByRole('menuitem', { name: 'Obserwowane inwestycje' }).click();
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
  await loginThroughUi(staff, 'administrator');
  await staff.goto('emaile');
  await staff.getByLabel('Szukaj w temacie lub adresie').fill(investment.name);
  const subject = `Zmiana w obserwowanej inwestycji: ${investment.name}`;
  await expect(staff.getByRole('button', { name: subject }).first()).toBeVisible();

  // 'Inwestycje wstrzymane' lists the held demo investments with their reasons
  await page.goto('inwestycje/wstrzymane');
  await expect(page.getByTestId('on-hold-investment').first()).toContainText('Powód:');
  await page.screenshot({ path: `${SHOTS}/on-hold-investments-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/on-hold-investments-desktop.png`, fullPage: true });
});
