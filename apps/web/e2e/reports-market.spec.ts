import { expect, test } from '@playwright/test';
import { SCREENS, signIn, visibleOption } from './support';

const shoot = async (page: import('@playwright/test').Page, name: string) => {
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('klient opens the reports, changes parameters, reloads with them kept and exports a table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'klient');
  await page.goto('analizy-i-raporty');
  await expect(page).toHaveURL(/\/analizy-i-raporty\/start$/);
  await expect(page.getByTestId('report-tile')).toHaveCount(3);
  await expect(page.getByText('Nowe inwestycje w ostatnich 12 miesiącach')).toBeVisible();
  await shoot(page, 'reports-start');

  // the investments summary: a voivodeship chosen, the address keeps it through a reload
  const nav = page.getByRole('navigation', { name: 'Raporty' });
  await nav.getByText('Podsumowanie inwestycji').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie inwestycji' })).toBeVisible();
  await expect(page.getByText('Liczba inwestycji')).toBeVisible();
  await page.getByRole('combobox', { name: 'Województwa', exact: true }).click();
  await visibleOption(page, 'mazowieckie').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/provinceIds=7/);
  await expect(page.locator('.ant-select-selection-item', { hasText: 'mazowieckie' })).toBeVisible();
  await page.getByRole('switch', { name: 'Z inwestycjami archiwalnymi' }).click();
  await expect(page).toHaveURL(/provinceIds=7&investmentsWithArchived=true/);
  await page.reload();
  await expect(page).toHaveURL(/provinceIds=7&investmentsWithArchived=true/);
  await expect(page.locator('.ant-select-selection-item', { hasText: 'mazowieckie' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mapa Polski: liczba inwestycji w województwach' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj tabelę „Inwestycje według województw” do CSV' }).click();
  expect((await download).suggestedFilename()).toBe('inwestycje-wojewodztwa.csv');
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj tabelę „Największe inwestycje” do XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
  await shoot(page, 'reports-summary');

  // the comparator: a third scope added, kept in the address
  await nav.getByText('Porównywarka rynku inwestycji').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Porównywarka rynku inwestycji' })).toBeVisible();
  await expect(page.getByTestId('comparator-scope')).toHaveCount(2);
  await page.getByRole('button', { name: 'Dodaj zakres' }).click();
  await page.getByRole('combobox', { name: 'Zakres 3: województwa' }).click();
  await visibleOption(page, 'łódzkie').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/scope=5%2F|scope=5\//);
  await page.reload();
  await expect(page.getByTestId('comparator-scope')).toHaveCount(3);
  await expect(page.getByText('Konkurencja według województw i branż')).toBeVisible();
  await expect(page.getByText('Twoje zlecenia na tle rynku')).toBeVisible();
  await shoot(page, 'reports-comparator');
});

test('dotowany sees the reports locked with the hint', async ({ page }) => {
  await signIn(page, 'dotowany');
  await page.goto('analizy-i-raporty/podsumowanie-inwestycji');
  await expect(page.getByText('Usługa dostępna tylko w abonamencie')).toBeVisible();
  await expect(page.getByText('Liczba inwestycji')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/reports-locked-desktop.png` });
});
