import { expect, type Page, test } from '@playwright/test';
import type { FeatureCollection, Geometry } from 'geojson';
import { shapeContains } from '../src/features/orders-map/lib/point-in-shape';
import { signIn } from './support';

// the map chunk, the shapes and three calls before the first bubble: generous on a busy machine
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';
type Pin = { investmentId: number; investmentName: string; coordinates: { x: number; y: number }; orders: number };
type Shapes = FeatureCollection<Geometry, { teryt: string; nazwa: string }>;

/** The pins the map received last (the list is drawn from them). */
const watchPins = (page: Page) => {
  const seen: { pins: Pin[] } = { pins: [] };
  page.on('response', async (r) => {
    if (!/\/api\/v2\/orders-map\?/.test(r.url()) || r.status() !== 200) return;
    const body = (await r.json().catch(() => null)) as { pins?: Pin[] } | null;
    if (body?.pins) seen.pins = body.pins;
  });
  return seen;
};

test('after Pokaż the list holds the voivodeship only; a row moves the map to the pin and shows its details', async ({
  page,
}) => {
  const seen = watchPins(page);
  await signIn(page, 'subkonto');
  await page.goto('mapa-zlecen');
  await expect(page.locator('.map-bubble--province')).toHaveCount(16, { timeout: 30_000 });
  const shapes = (await (await page.request.get('geo/wojewodztwa.geojson')).json()) as Shapes;
  // mazowieckie: the rectangle around it holds Łódź and parts of four other voivodeships
  const shape = shapes.features.find((f) => f.properties.nazwa === 'mazowieckie');
  expect(shape).toBeDefined();
  const provinceRow = page.getByTestId('map-province-list').locator('.ant-list-item', { hasText: 'mazowieckie' });
  await provinceRow.getByRole('button', { name: 'Pokaż' }).click();
  const list = page.getByTestId('map-investment-list');
  await expect(list.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('map-stepper')).toContainText('mazowieckie');

  const inside = (pin: Pin) => shapeContains(shape!.geometry, pin.coordinates.x, pin.coordinates.y);
  await expect.poll(() => seen.pins.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const outside = seen.pins.filter((pin) => !inside(pin));
  expect(outside.length, 'the rectangle holds investments of other voivodeships').toBeGreaterThan(0);
  const rows = (await list.getByRole('button').allInnerTexts()).map((t) => t.trim());
  expect(rows.length).toBe(seen.pins.filter(inside).length);
  for (const pin of outside) expect(rows).not.toContain(`${pin.investmentName} (${pin.orders})`);
  await page.screenshot({ path: `${SHOTS}/map-province-list-desktop.png` });

  // a row far down the list: the map moves to its pin, shown on its own, and the details come into view
  const last = list.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  const name = (await last.innerText()).replace(/ \(\d+\)$/, '').trim();
  await last.click();
  const details = page.getByTestId('map-investment-details');
  await expect(details).toBeInViewport();
  await expect(details).toContainText(name);
  const active = page.locator('.map-pin--active');
  await expect(active).toHaveCount(1);
  await expect(active).toBeInViewport();
  const canvas = (await page.locator('.orders-map__leaflet').boundingBox())!;
  await expect
    .poll(async () => {
      const pin = (await active.boundingBox())!;
      const [cx, cy] = [canvas.x + canvas.width / 2, canvas.y + canvas.height / 2];
      return Math.hypot(pin.x + pin.width / 2 - cx, pin.y + pin.height - cy);
    })
    .toBeLessThan(60);
  await expect(details).toContainText('zł');
  await page.screenshot({ path: `${SHOTS}/map-row-details-desktop.png` });
});

test('on a phone the map list row shows the details and the company statistics map holds all Poland', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'subkonto');
  await page.goto('mapa-zlecen');
  await expect(page.locator('.map-bubble--province')).toHaveCount(16, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Lista' }).click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer
    .getByTestId('map-province-list')
    .locator('.ant-list-item', { hasText: 'mazowieckie' })
    .getByRole('button', { name: 'Pokaż' })
    .click();
  await page.getByRole('button', { name: 'Lista' }).click();
  const rows = page.locator('.ant-drawer-open').getByTestId('map-investment-list').getByRole('button');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await rows.last().click();
  await expect(page.locator('.ant-drawer-open').getByTestId('map-investment-details')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/map-row-details-phone.png` });

  await page.goto('firma/5');
  await page.getByRole('tab', { name: 'Bilans inwestycji' }).click();
  await page.getByRole('tab', { name: 'Lokalizacja', exact: true }).click();
  const map = page.locator('.district-map .leaflet-container');
  await expect(page.locator('.district-map path.leaflet-interactive')).toHaveCount(16);
  const box = (await map.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  // every voivodeship lies within the map's box: nothing of Poland is cropped
  const shapesBox = await page.locator('.district-map path.leaflet-interactive').evaluateAll((paths) => {
    const boxes = paths.map((p) => p.getBoundingClientRect());
    return {
      left: Math.min(...boxes.map((b) => b.left)),
      right: Math.max(...boxes.map((b) => b.right)),
      top: Math.min(...boxes.map((b) => b.top)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
  });
  expect(shapesBox.left).toBeGreaterThanOrEqual(box.x - 1);
  expect(shapesBox.right).toBeLessThanOrEqual(box.x + box.width + 1);
  expect(shapesBox.top).toBeGreaterThanOrEqual(box.y - 1);
  expect(shapesBox.bottom).toBeLessThanOrEqual(box.y + box.height + 1);
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/company-district-map-phone.png` });
});
