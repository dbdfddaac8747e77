import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SCREENS, signIn } from './support';

test("the company card's 'Powiązania firm na inwestycjach' opens the connections graph of that company; filters stay in the address; tables export", async ({
  page,
}) => {
  await signIn(page, 'klient');
  await page.goto('firma/7');
  await page.getByRole('link', { name: 'Powiązania firm na inwestycjach' }).click();
  await expect(page).toHaveURL(/\/analizy-i-raporty\/aktywnosc-firm\?companyId=7&focusConnections=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktywność firm' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Powiązania firm na inwestycjach', selected: true })).toBeVisible();
  await expect(page.getByTestId('connections-graph').locator('canvas')).toBeVisible();
  const rows = page.getByTestId('connections-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports-activity-connections-desktop.png`, fullPage: true });

  // filters: the partners not followed, archived investments too; the address keeps them over a reload
  await page.getByTestId('activity-observed').click();
  await page.getByTitle('Tylko nieobserwowane').click();
  await expect(page).toHaveURL(/companiesObserved=ONLY_NOT_OBSERVED/);
  await page.getByTestId('activity-investments-archived').click();
  await expect(page).toHaveURL(/investmentsWithArchived=true/);
  await page.reload();
  await expect(page.getByTestId('activity-observed')).toContainText('Tylko nieobserwowane');
  await expect(page.getByTestId('activity-investments-archived')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('tab', { name: 'Powiązania firm na inwestycjach', selected: true })).toBeVisible();
  await expect(rows.first()).toBeVisible();

  // export of the partners' table: CSV (semicolons, Polish headers) and XLSX
  const csv = page.waitForEvent('download');
  await page.getByTestId('export-connections').getByRole('button', { name: 'Eksportuj CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe('powiazania-firm.csv');
  const text = await readFile((await csvFile.path()) as string, 'utf8');
  expect(text).toContain('Firma;Branże we wspólnych inwestycjach;Wspólne inwestycje');
  const xlsx = page.waitForEvent('download');
  await page.getByTestId('export-connections').getByRole('button', { name: 'Eksportuj XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toBe('powiazania-firm.xlsx');

  // the company's works: charts with their tables
  await page.getByRole('tab', { name: 'Prace firmy' }).click();
  await expect(page).not.toHaveURL(/focusConnections/);
  await expect(page.getByTestId('company-activity-works')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Branże' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports-activity-works-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/reports-activity-works-phone.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Powiązania firm na inwestycjach' }).click();
  await expect(page.getByTestId('connections-graph').locator('canvas')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports-activity-connections-phone.png`, fullPage: true });
});

test('without a company the report asks for one; a subsidised user sees it locked', async ({ page }) => {
  await signIn(page, 'klient');
  await page.goto('analizy-i-raporty/aktywnosc-firm?companyId=abc&companiesObserved=WHATEVER');
  await expect(page.getByTestId('activity-pick-company')).toBeVisible();
  await expect(page.getByTestId('activity-observed')).toContainText('Wszystkie firmy');
  await page.getByTestId('activity-company').locator('input').fill('Bud');
  await page.locator('.ant-select-item-option').first().click();
  await expect(page).toHaveURL(/companyId=\d+/);
  await expect(
    page.getByTestId('company-activity-works').or(page.getByText('Brak inwestycji tej firmy')),
  ).toBeVisible();

  await signIn(page, 'dotowany');
  await page.goto('analizy-i-raporty/aktywnosc-firm?companyId=7&focusConnections=true');
  // the reports' frame locks every report for a subsidised user (spec 6)
  await expect(page.getByText('Usługa dostępna tylko w abonamencie')).toBeVisible();
  await expect(page.getByTestId('connections-table')).toHaveCount(0);
});
