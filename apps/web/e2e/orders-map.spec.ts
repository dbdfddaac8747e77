import { expect, test } from '@playwright/test';
import { pickIndustry, SCREENS, signIn } from './support';

// the map chunk, the shapes and three calls before the first bubble: generous on a busy machine
test.describe.configure({ timeout: 180_000 });

const bubbleCounts = async (page: import('@playwright/test').Page) =>
  (await page.locator('.map-bubble--province').allInnerTexts()).map(Number);

test('a contractor opens the order map, zooms into a voivodeship, filters and opens an order', async ({ page }) => {
  await signIn(page, 'subkonto');
  await page.goto('mapa-zlecen');
  const bubbles = page.locator('.map-bubble--province');
  await expect(bubbles).toHaveCount(16, { timeout: 30_000 });
  await expect(page.getByTestId('map-province-list')).toContainText('Zlecenia:');
  const before = (await bubbleCounts(page)).reduce((a, b) => a + b, 0);
  expect(before).toBeGreaterThan(0);

  await pickIndustry(page, 'Generalne wykonawstwo');
  await expect(page).toHaveURL(/industries=\d+/);
  await expect
    .poll(async () => (await bubbleCounts(page)).reduce((a, b) => a + b, 0), { timeout: 15_000 })
    .toBeLessThan(before);
  expect((await bubbleCounts(page)).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

  // the voivodeship with the most orders (from the left list, whose order is fixed): its bubble flies to it
  const rowsText = await page.getByTestId('map-province-list').locator('.ant-list-item').allInnerTexts();
  const perProvince = rowsText.map((t) => ({
    name: t.split('\n')[0]!.trim(),
    count: Number(/Zlecenia: (\d+)/.exec(t)?.[1]),
  }));
  const top = perProvince.reduce((a, b) => (b.count > a.count ? b : a));
  expect(top.count).toBeGreaterThan(0);
  await page.locator(`.map-bubble--province[title^="${top.name}:"]`).click();
  await expect(page.locator('.map-bubble--province')).toHaveCount(0);
  await expect(page.locator('.map-pin, .map-bubble--cluster').first()).toBeVisible();
  await expect(page.getByTestId('map-stepper')).toContainText('Cała Polska');
  const rows = page.getByTestId('map-investment-list').getByRole('button');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/orders-map-province.png` });

  await rows.first().click();
  const details = page.getByTestId('map-investment-details');
  await expect(details).toBeVisible();
  await details.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/zlecenie\/\d+/);
});

test('the free plan sees the disabled map under the upsell', async ({ page }) => {
  await signIn(page, 'dotowany');
  await page.goto('mapa-zlecen');
  const upsell = page.getByTestId('map-upsell');
  await expect(upsell).toContainText('Korzystasz z bezpłatnej wersji platformy.', { timeout: 30_000 });
  await expect(page.locator('.map-bubble--province')).toHaveCount(16, { timeout: 30_000 });
  await expect(page.locator('.leaflet-control-zoom')).toHaveCount(0);
  await upsell.getByRole('button', { name: 'Wypróbuj bez zobowiązań' }).click();
  await expect(page.getByRole('dialog')).toContainText('Wypróbuj pełną wersję bez zobowiązań');
});

test('the superadmin adds, edits and deletes a location', async ({ page }) => {
  const name = `Mapowo ${Date.now().toString(36)}`;
  await signIn(page, 'superadmin');
  await page.goto('admin-panel/lokalizacje/');
  await expect(page.getByRole('columnheader', { name: 'Województwo' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj lokalizację' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Dodaj lokalizację' })).toBeVisible();
  await dialog.getByLabel('Miasto').fill(`  ${name} `);
  // a click while the suggestions slide in can be lost: pick again until the province shows
  const province = dialog.getByLabel('Województwo');
  await expect(async () => {
    if ((await province.inputValue()) === 'mazowieckie') return;
    await province.fill('mazow');
    await page.locator('.ant-select-dropdown:visible').getByText('mazowieckie').click({ timeout: 5_000 });
    await expect(province).toHaveValue('mazowieckie', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel('Powiat').fill('pruszkowski');
  await dialog.getByLabel('Szerokość geograficzna').fill('52,17');
  await dialog.getByLabel('Długość geograficzna').fill('200');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toContainText('Długość geograficzna musi być między -180 a 180');
  await dialog.getByLabel('Długość geograficzna').fill('20.8');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Lokalizacja została dodana')).toBeVisible();
  await expect(dialog).toBeHidden();

  // found by the list's search, edited, then deleted after the confirmation
  await page.getByLabel('Szukaj lokalizacji').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('pruszkowski');
  await expect(row).toContainText('mazowieckie');
  await row.getByRole('button', { name: 'Edytuj' }).click();
  await expect(dialog.getByRole('tab', { name: 'Edytuj lokalizację' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zapisz' })).toBeDisabled();
  await dialog.getByLabel('Miasto').fill(`${name} Górne`);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Lokalizacja została zaktualizowana')).toBeVisible();
  await page.getByLabel('Szukaj lokalizacji').fill(`${name} Górne`);
  const edited = page.getByRole('row', { name: new RegExp(`${name} Górne`) });
  await edited.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText(`Czy na pewno chcesz usunąć lokalizację ${name} Górne?`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/admin-locations-delete.png` });
  await page.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Lokalizacja została usunięta')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
