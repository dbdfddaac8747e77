import { expect, type Page, test } from '@playwright/test';
import { SCREENS, signIn, visibleOption } from './support';

const SHOTS = process.env.E2E_SHOTS ?? SCREENS;

// The one search rule in the browser: the industry picker and the place autocomplete of the order
// list's filters find inflected words typed with or without Polish letters.
const typeIndustry = async (page: Page, text: string) => {
  const picker = page.getByLabel('Wybierz branże');
  await picker.click();
  await picker.fill(text);
};
const shownIndustry = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`order list filters find inflected words (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'subkonto');
    await page.goto('zlecenia');
    await page.getByTestId('filters-toggle').click();

    for (const [text, title] of [
      ['instalacji elektrycznych', 'Instalacje elektryczne'],
      ['pokryc dachowych', 'Pokrycia dachowe'],
      ['konstrukcji stalowych', 'Konstrukcje stalowe'],
    ] as const) {
      await typeIndustry(page, text);
      await expect(shownIndustry(page, title)).toBeVisible();
      if (title === 'Pokrycia dachowe') await page.screenshot({ path: `${SHOTS}/search-industries-${name}.png` });
      await page.keyboard.press('Escape');
    }

    for (const [text, place] of [
      ['Krakowie', 'Kraków'],
      ['Łodzi', 'Łódź'],
      ['Wroclawiu', 'Wrocław'],
    ] as const) {
      await page.getByLabel('Lokalizacja').fill(text);
      await expect(visibleOption(page)).toContainText(place);
    }
    await page.screenshot({ path: `${SHOTS}/search-places-${name}.png` });
  });
}
