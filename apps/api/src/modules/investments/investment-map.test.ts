import {
  investmentPinsSchema,
  investmentProvinceCountsSchema,
  savedInvestmentSearchesSchema,
  savedInvestmentSearchSchema,
} from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildSearchScene } from './investment-search-test-scene.js';

const t = useTestApp({ logins: ['klient', 'subkonto'] });
const { klient } = t.headers;
let scene: Awaited<ReturnType<typeof buildSearchScene>>;

beforeAll(async () => {
  scene = await buildSearchScene(t.app.database.db);
  // a second investment at the hall's very address shares its pin
  await buildInvestment(t.app.database.db, {
    name: 'Budowa parkingu przy hali',
    place: 'Skawina',
    participants: [{ companyId: scene.company.id }],
  });
});

const get = (url: string, headers = klient) => t.app.inject({ url: `/api/v2${url}`, headers });

describe('the investment map (spec platform 2.10, for investments)', () => {
  it('counts the matches per voivodeship with their value, and those outside them', async () => {
    const response = await get(`/investments/search/provinces?firma=${scene.company.id}`);
    const counts = investmentProvinceCountsSchema.parse(response.json());
    expect(counts).toHaveLength(17);
    const hallProvince = counts.find((c) => c.provinceId === scene.hall.provinceId)!;
    expect(hallProvince.count).toBe(3);
    expect(hallProvince.valuePln).toBe(40_000_000);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(6);
    expect(counts.at(-1)).toMatchObject({ provinceId: null, province: 'other', count: 0 });
  });

  it('answers pins one per address, each listing its investments; a country as clusters past the limit', async () => {
    const near = `bbox=19.7,49.9,19.9,50.1&firma=${scene.company.id}`;
    const pins = investmentPinsSchema.parse((await get(`/investments/search/pins?${near}`)).json());
    const hall = pins.pins.find((p) => p.investments.some((i) => i.id === scene.hall.id))!;
    expect(hall.investments.map((i) => i.name)).toEqual([
      'Budowa hali magazynowej w Skawinie',
      'Budowa parkingu przy hali',
    ]);
    const country = investmentPinsSchema.parse((await get('/investments/search/pins?bbox=14,49,24.2,54.9')).json());
    expect(country.investments).toBeGreaterThan(0);
  });

  it('refuses a malformed bbox with a Polish message', async () => {
    expectError(await get('/investments/search/pins?bbox=1,2,3'), 400, 'VALIDATION_ERROR');
  });
});

describe('saved investment searches', () => {
  it('saves, lists and deletes a search; names are unique per user; others cannot delete it', async () => {
    const body = { name: 'Hale w Małopolsce', params: { q: 'hala', woj: '6', strona: '4', km: 'x' } };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/investments/saved-searches',
      headers: klient,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = savedInvestmentSearchSchema.parse(created.json());
    expect(saved.params).toEqual({ q: 'hala', woj: '6' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/investments/saved-searches',
      headers: klient,
      payload: body,
    });
    expectError(again, 409, 'INVESTMENT_SAVED_SEARCH_NAME_TAKEN');
    const list = savedInvestmentSearchesSchema.parse((await get('/investments/saved-searches')).json());
    expect(list.map((s) => s.name)).toContain('Hale w Małopolsce');
    const url = `/api/v2/investments/saved-searches/${saved.id}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: t.headers.subkonto });
    expectError(foreign, 404, 'INVESTMENT_SAVED_SEARCH_NOT_FOUND');
    expect((await t.app.inject({ method: 'DELETE', url, headers: klient })).statusCode).toBe(204);
  });

  it('refuses an empty name with the saved filters’ message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/investments/saved-searches',
      headers: klient,
      payload: { name: ' ', params: {} },
    });
    expectError(response, 400, 'VALIDATION_ERROR');
    expect(response.json().message).toContain('Minimalna długość to 1 znak.');
  });
});
