import { locationPageSchema, locationSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['superadmin', 'administrator', 'klient', 'dotowany'] });
const { superadmin } = t.headers;

/** Mazowieckie (7), powiat warszawski zachodni: a real pair of the reference data. */
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: `Testowo ${Math.random().toString(36).slice(2, 8)}`,
  district: 'warszawski zachodni',
  provinceId: 7,
  countryCode: 'PL',
  latitude: 52.2,
  longitude: 20.8,
  ...overrides,
});
const post = (payload: unknown, headers = superadmin) =>
  t.app.inject({ method: 'POST', url: '/api/v2/geolocation', headers, payload: payload as object });

const created = async (overrides: Record<string, unknown> = {}) => {
  const res = await post(valid(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return locationSchema.parse(res.json());
};

describe('adding a location', () => {
  it('trims and collapses the names, fills district, province and country', async () => {
    const location = await created({ name: '  Nowa   Wieś \t Dolna ', district: ' Warszawski   zachodni ' });
    expect(location).toMatchObject({
      name: 'Nowa Wieś Dolna',
      district: { name: 'warszawski zachodni' },
      province: { name: 'mazowieckie', shorthand: 'MZ', gid: 'province:7' },
      country: { code: 'PL', name: 'Polska' },
      location: { latitude: 52.2, longitude: 20.8 },
    });
  });

  it('refuses the same name in the same district (any letter case) with 409, allows it in another', async () => {
    const first = await created();
    expectError(await post(valid({ name: first.name.toUpperCase() })), 409, 'LOCATION_ALREADY_EXISTS');
    expect((await post(valid({ name: first.name })).then((r) => r.json())).message).toBe(
      'Lokalizacja o takiej nazwie już istnieje',
    );
    const other = await post(valid({ name: first.name, district: 'pruszkowski' }));
    expect(other.statusCode, other.body).toBe(201);
  });

  it.each([
    [{ name: '   ' }, 'Proszę podać nazwę lokalizacji'],
    [{ name: undefined }, 'Proszę podać nazwę lokalizacji'],
    [{ district: '' }, 'To pole jest wymagane'],
    [{ provinceId: undefined }, 'To pole jest wymagane'],
    [{ latitude: undefined }, 'To pole jest wymagane'],
    [{ latitude: 'abc' }, 'Nieprawidłowa wartość'],
    [{ latitude: 90.5 }, 'Szerokość geograficzna musi być między -90 a 90'],
    [{ latitude: -91 }, 'Szerokość geograficzna musi być między -90 a 90'],
    [{ longitude: undefined }, 'To pole jest wymagane'],
    [{ longitude: 180.01 }, 'Długość geograficzna musi być między -180 a 180'],
    [{ longitude: -181 }, 'Długość geograficzna musi być między -180 a 180'],
    [{ provinceId: 17 }, ''],
  ])('refuses %j with 400 and its message', async (overrides, message) => {
    const res = await post(valid(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a district that is not in the chosen province', async () => {
    expectError(await post(valid({ district: 'krakowski' })), 400, 'LOCATION_UNKNOWN_DISTRICT');
  });

  it('accepts the limits of the ranges', async () => {
    const res = await post(valid({ latitude: -90, longitude: 180 }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('editing and deleting', () => {
  it('updates a location and lists it', async () => {
    const location = await created();
    const name = `${location.name} Górna`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/geolocation/${location.id}`,
      headers: superadmin,
      payload: valid({ name, latitude: 52.25 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(locationSchema.parse(res.json())).toMatchObject({ id: location.id, name, location: { latitude: 52.25 } });
    const page = await t.app.inject({
      url: `/api/v2/geolocation?page=0&search=${encodeURIComponent(name)}`,
      headers: superadmin,
    });
    expect(locationPageSchema.parse(page.json()).content.map((l) => l.id)).toEqual([location.id]);
  });

  it('keeps its own name on update but refuses another location’s name', async () => {
    const a = await created();
    const b = await created();
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/geolocation/${a.id}`, headers: superadmin, payload });
    expect((await put(valid({ name: a.name }))).statusCode).toBe(200);
    expectError(await put(valid({ name: b.name })), 409, 'LOCATION_ALREADY_EXISTS');
  });

  it('deletes an unused location; 404 afterwards', async () => {
    const location = await created();
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/v2/geolocation/${location.id}`, headers: superadmin });
    expect((await del()).statusCode).toBe(204);
    expectError(await del(), 404, 'LOCATION_NOT_FOUND');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/geolocation/${location.id}`,
      headers: superadmin,
      payload: valid(),
    });
    expectError(put, 404, 'LOCATION_NOT_FOUND');
  });

  it('refuses to delete a location an investment or a company uses', async () => {
    const forInvestment = await created();
    await buildInvestment(t.app.db, { roadEndLocationId: forInvestment.id });
    const forCompany = await created();
    await t.app.db.execute(
      sql`update companies set location_id = ${forCompany.id} where id = (select min(id) from companies)`,
    );
    for (const id of [forInvestment.id, forCompany.id]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/v2/geolocation/${id}`, headers: superadmin });
      expectError(res, 409, 'LOCATION_IN_USE');
    }
  });

  it('refuses a malformed id with 400', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/geolocation/abc', headers: superadmin });
    expect(res.statusCode).toBe(400);
  });
});

describe('who may change locations', () => {
  it.each([
    ['administrator', 403],
    ['klient', 403],
    ['dotowany', 403],
    ['anonymous', 401],
  ])('%s gets %i on create, update and delete', async (who, status) => {
    const headers = who === 'anonymous' ? {} : t.headers[who as 'klient']!;
    expect((await post(valid(), headers)).statusCode).toBe(status);
    const put = await t.app.inject({ method: 'PUT', url: '/api/v2/geolocation/1', headers, payload: valid() });
    expect(put.statusCode).toBe(status);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v2/geolocation/1', headers })).statusCode).toBe(status);
  });
});
