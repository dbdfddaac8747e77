import { expect, type Page, test } from '@playwright/test';
import { apiLogin, loginAs, mainNav, SCREENS, signIn } from './support';

/**
 * Every footer and menu link of every role ends on a real page: an HTML document with a heading,
 * never the server's JSON. The links are read from the rendered menus, so a new entry is covered too.
 */
const heading = (page: Page) => page.locator('main h1, h1, .ant-result-title').first();

/** Opens a link the way a new tab would (a full load), and checks what the browser shows. */
const expectRealPage = async (page: Page, href: string) => {
  const response = await page.goto(href);
  expect(response?.headers()['content-type'] ?? '', href).toContain('text/html');
  await expect(heading(page), href).toBeVisible();
  expect(await page.locator('body').innerText(), href).not.toMatch(/^\s*\{\s*"status"/);
};

const hrefsOf = async (page: Page, selector: string) => {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length, selector).toBeGreaterThan(0);
  return [...new Set(hrefs)];
};

/** The links of the top bar's submenus (antd renders a submenu only once it is hovered). */
const mainMenuHrefs = async (page: Page) => {
  const hrefs: string[] = [];
  for (const label of ['Inwestycje', 'Zlecenia', 'Firmy', 'Raporty']) {
    const title = mainNav(page)
      .getByText(new RegExp(`^${label}`))
      .first();
    if (!(await title.isVisible())) continue;
    await title.hover();
    const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
    await expect(popup.locator('a').first()).toBeVisible();
    hrefs.push(...(await popup.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))));
    await page.mouse.move(700, 700);
    await expect(popup).toHaveCount(0);
  }
  return hrefs;
};

const userMenuHrefs = async (page: Page) => {
  await page.getByTestId('user-name').click();
  const hrefs = await hrefsOf(page, '.ant-dropdown:visible a');
  await page.keyboard.press('Escape');
  return hrefs;
};

test('anonymous: the footer and the public menu lead to real pages', async ({ page }) => {
  await page.goto('auth/login');
  const footer = page.getByRole('navigation', { name: 'Stopka' });
  for (const label of ['Oferta', 'O nas', 'Kontakt', 'Support', 'Polityka prywatności']) {
    await footer.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  }
  await expect(page.getByTestId('privacy-data')).toContainText('adres e-mail');
  await page.getByRole('navigation', { name: 'Stopka' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByTestId('contact-details')).toContainText('kontakt@platforma-budowlana.pl');

  for (const href of await hrefsOf(page, 'header a')) await expectRealPage(page, href);
  await page.goto('strona-niedostepna/analizy-rynkowe');
  await expect(page.getByTestId('unavailable-about')).toContainText('Analizy rynkowe');
  await page.screenshot({ path: `${SCREENS}/unavailable-page.png`, fullPage: true });
});

test('an old link outside /v2 shows a styled HTML page, an unknown API call keeps its JSON', async ({ page }) => {
  const response = await page.goto('/inwestycje/szukaj?firma=5');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do strony głównej' }).click();
  await expect(page).toHaveURL(/\/v2\//);
  const api = await page.request.get('/api/v2/nie-ma-takiego');
  expect(api.headers()['content-type']).toContain('application/json');
});

for (const role of ['klient', 'dotowany', 'superadmin']) {
  test(`${role}: every link of the top bar, the user menu and the footer leads to a real page`, async ({ page }) => {
    test.slow(); // three times the test timeout of playwright.config.ts
    await loginAs(page, role);
    const hrefs = new Set([
      ...(await mainMenuHrefs(page)),
      ...(await userMenuHrefs(page)),
      ...(await hrefsOf(page, 'footer a')),
    ]);
    for (const href of hrefs) await expectRealPage(page, href);
  });
}

test("klient: the company card's 'Opiekun firmy' and 'Zobacz inwestycje firmy' lead to real pages", async ({
  page,
  request,
}) => {
  const tokens = await apiLogin(request, 'klient');
  const me = await request.get('/api/v2/users/me', { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
  const companyId = ((await me.json()) as { company: { id: number } }).company.id;
  await signIn(page, 'klient');
  await page.goto(`firma/${companyId}`);
  await page.getByRole('link', { name: /^Opiekun firmy/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.goBack();
  await page.getByRole('tab', { name: 'Bilans inwestycji' }).click();
  const investments = page.getByRole('link', { name: 'Zobacz inwestycje firmy' });
  await expectRealPage(page, (await investments.getAttribute('href')) ?? '');
  // the investment search, filtered by the company (spec 2.1)
  await expect(page.getByRole('heading', { level: 1, name: 'Wyszukiwarka inwestycji' })).toBeVisible();
  await expect(page.getByTestId('company-filter')).toBeVisible();
});
