import { expect, test } from '@playwright/test';
import { loginAs, mainNav, SCREENS, signIn } from './support';

test("klient searches 'hali magazynowej' near 'Krakowie' within 50 km and opens the map", async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await loginAs(page, 'klient');
  // the top bar's 'Inwestycje' menu leads to the search
  await mainNav(page).getByText('Inwestycje', { exact: true }).click();
  await page.getByRole('menuitem', { name: 'Wyszukiwarka inwestycji', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wyszukiwarka inwestycji' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/inwestycje\/szukaj/);

  await page.getByRole('combobox', { name: 'Miejscowość' }).fill('Krakowie');
  await page.locator('.ant-select-item-option', { hasText: 'Kraków, pow. Kraków' }).first().click();
  await page.getByRole('combobox', { name: 'Odległość' }).click();
  await page.locator('.ant-select-item-option', { hasText: /^50 km$/ }).click();
  await page.getByRole('searchbox', { name: 'Szukaj inwestycji' }).fill('hali magazynowej');
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(/q=hali\+magazynowej/);
  // 50 km is the default distance, so the address names only the place
  await expect(page).toHaveURL(/miejsce=\d+%3AKrak/);

  const hall = page.getByTestId('investment-result').filter({ hasText: 'Budowa hali magazynowej z częścią biurową' });
  await expect(hall).toHaveCount(1);
  await expect(hall).toContainText('km');
  await expect(page.getByTestId('investment-search-total')).toContainText('łączna wartość');
  await page.screenshot({ path: `${SCREENS}/investment-search-desktop.png`, fullPage: true });

  // the same search on the map: the voivodeships with their counts
  await page.getByRole('link', { name: 'Pokaż na mapie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa inwestycji' })).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/inwestycje\/mapa\?.*q=hali/);
  const list = page.getByTestId('investment-province-list');
  await expect(list).toContainText('Inwestycje: 1');
  await list.getByRole('listitem').filter({ hasText: 'Inwestycje: 1' }).getByRole('button', { name: 'Pokaż' }).click();
  await expect(page.locator('.investment-pin')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/investment-map-desktop.png` });
  expect(failed).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/investment-map-phone.png`, fullPage: true });
  await page.goBack();
  await expect(page.getByTestId('investment-result').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/investment-search-phone.png`, fullPage: true });
});

test("the company card's 'Zobacz inwestycje firmy' opens the search filtered by the company", async ({ page }) => {
  await signIn(page, 'klient');
  await page.goto('firma/5');
  await expect(page.getByTestId('company-name')).not.toBeEmpty();
  const name = (await page.getByTestId('company-name').textContent())?.trim();
  expect(name).toBeTruthy();
  await page.getByRole('tab', { name: 'Bilans inwestycji' }).click();
  const link = page.getByRole('link', { name: 'Zobacz inwestycje firmy' });
  await expect(link).toHaveAttribute('href', '/v2/inwestycje/szukaj?firma=5');
  await page.goto('inwestycje/szukaj?firma=5');
  // the chip names the company, not its number
  await expect(page.getByTestId('company-filter')).toHaveText(`Inwestycje firmy ${name}`);
  await expect(page.getByTestId('investment-result').first()).toBeVisible();
  await expect(page.getByTestId('investment-search-total')).not.toContainText('0 inwestycji');
  await page.screenshot({ path: `${SCREENS}/investment-search-company.png`, fullPage: true });
});

test("the top bar's submenu opens above the map (the map's zoom buttons under it)", async ({ page }) => {
  await signIn(page, 'klient');
  await page.goto('inwestycje/mapa');
  await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
  await mainNav(page).getByText('Inwestycje', { exact: true }).click();
  const entries = page.locator('.ant-menu-submenu-popup').getByRole('menuitem');
  await expect(entries.filter({ hasText: 'Inwestycje wstrzymane' })).toBeVisible();
  // every entry of the submenu is the topmost element at its middle, the map's controls included
  const covered = await entries.evaluateAll((items) =>
    items
      .filter((item) => item.getBoundingClientRect().height > 0)
      .filter((item) => {
        const box = item.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(top && item.contains(top));
      })
      .map((item) => item.textContent),
  );
  expect(covered).toEqual([]);
});
