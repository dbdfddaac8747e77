import { orderCountsSchema, ordersMapPinsSchema, provinceCountsSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvestment, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  createOrder,
  expectError,
  type Headers,
  markOrdersChanged,
  type OrderContext,
  orderContext,
  validForm,
} from '../orders/testing.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'administrator', 'dotowany'] });
const { klient, subkonto, administrator: admin, dotowany } = t.headers;
let ctx: OrderContext;
/** An investment abroad (no voivodeship), one at an exact point, and an industry-only order of another company. */
let abroad: { investmentId: number };
let exact: { investmentId: number; x: number; y: number };
let hiddenInvestmentId = 0;

beforeAll(async () => {
  ctx = await orderContext(t.app);
  const berlin = await buildInvestment(t.app.db, {
    provinceId: null,
    districtId: null,
    latitude: 52.52,
    longitude: 13.405,
  });
  await buildOrder(t.app.db, { companyId: ctx.foreignUser.companyId, investmentId: berlin.id });
  abroad = { investmentId: berlin.id };
  const point = await buildInvestment(t.app.db, { latitude: 50.25, longitude: 19.5, sectorId: 2 });
  await buildOrder(t.app.db, { companyId: ctx.foreignUser.companyId, investmentId: point.id });
  await buildOrder(t.app.db, { companyId: ctx.foreignUser.companyId, investmentId: point.id });
  exact = { investmentId: point.id, x: 19.5, y: 50.25 };
  const hidden = await buildInvestment(t.app.db, { latitude: 50.3, longitude: 19.6 });
  await buildOrder(t.app.db, {
    companyId: ctx.foreignUser.companyId,
    investmentId: hidden.id,
    industries: [1101],
    visibleToIndustryUsersOnly: true,
  });
  hiddenInvestmentId = hidden.id;
  await buildOrder(t.app.db, {
    companyId: ctx.foreignUser.companyId,
    investmentId: hidden.id,
    status: 'DRAFT',
    publishAt: null,
  });
  // rows written around the API: the next map calls must not answer from an older cache
  await markOrdersChanged(t.app);
});

const provinces = async (query = '', headers: Headers = klient) => {
  const res = await t.app.inject({ url: `/api/v2/orders-map/provinces?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return provinceCountsSchema.parse(res.json());
};
const pins = async (bbox: string, query = '', headers: Headers = klient) => {
  const res = await t.app.inject({ url: `/api/v2/orders-map?bbox=${bbox}&${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ordersMapPinsSchema.parse(res.json());
};
const released = async (query: string, headers: Headers) => {
  const res = await t.app.inject({ url: `/api/v2/orders/count/all?${query}`, headers });
  return orderCountsSchema.parse(res.json()).find((c) => c.status === 'RELEASED')?.count ?? 0;
};
const total = (rows: { count: number }[]) => rows.reduce((sum, r) => sum + r.count, 0);
const POLAND = '13.8,48.9,24.4,55.0';

describe('province counts', () => {
  it('answers the 16 voivodeships in id order and then other', async () => {
    const rows = await provinces();
    expect(rows).toHaveLength(17);
    expect(rows.slice(0, 16).map((r) => r.provinceId)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(rows[0]).toMatchObject({ province: 'dolnośląskie' });
    expect(rows[16]).toMatchObject({ province: 'other', provinceId: null });
    expect(rows[16]!.count).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['', 'klient'],
    ['industryIds=401', 'klient'],
    ['status=RELEASED&scopes=SERVICE', 'administrator'],
    ['search=budynku', 'subkonto'],
    ['provinceIds=7,12', 'administrator'],
  ])('equal the list counts for %j (%s)', async (query, who) => {
    const headers = t.headers[who as 'klient']!;
    expect(total(await provinces(query, headers))).toBe(await released(query, headers));
  });

  it('keep industry-only orders from users outside the industry, and drafts from everybody', async () => {
    const filter = `investmentIds=${hiddenInvestmentId}`;
    expect(total(await provinces(filter, klient))).toBe(0);
    expect(total(await provinces(filter, admin))).toBe(1);
    expect(total(await provinces(`${filter}&status=DRAFT,RELEASED`, admin))).toBe(2);
    expectError(
      await t.app.inject({ url: `/api/v2/orders-map/provinces?status=DRAFT`, headers: klient }),
      403,
      'ORDER_STATUSES_FORBIDDEN',
    );
  });

  it('show a new order at once (the cache key moves on with every order write)', async () => {
    const before = await provinces('', subkonto);
    await createOrder(t.app, klient, validForm(ctx));
    const after = await provinces('', subkonto);
    expect(total(after)).toBe(total(before) + 1);
    expect(after.find((r) => r.provinceId === 7)!.count).toBe(before.find((r) => r.provinceId === 7)!.count + 1);
  });

  it('are given to the free plan too', async () => {
    expect(await provinces('', dotowany)).toHaveLength(17);
  });

  it('answer the free plan as its list does: the filters it may not set are dropped (spec 6)', async () => {
    const narrowed = await provinces('search=zzzbrakzzz', klient);
    expect(total(narrowed)).toBe(0);
    const locked = await provinces('search=zzzbrakzzz', dotowany);
    expect(locked).toEqual(await provinces('', dotowany));
    expect(total(locked)).toBeGreaterThan(0);
  });
});

describe('pins', () => {
  it('answer an investment with its order count, its sector and x = longitude, y = latitude', async () => {
    const answer = await pins('19.4,50.2,19.55,50.28');
    expect(answer.clusters).toEqual([]);
    expect(answer.pins).toContainEqual({
      investmentId: exact.investmentId,
      investmentName: expect.any(String),
      sectorId: 2,
      coordinates: { x: exact.x, y: exact.y },
      orders: 2,
    });
  });

  it('hold what lies on the edges of the bbox and nothing past them', async () => {
    const on = (box: string) => pins(box).then((a) => a.pins.some((p) => p.investmentId === exact.investmentId));
    expect(await on(`${exact.x},${exact.y},${exact.x},${exact.y}`)).toBe(true);
    expect(await on(`19.0,50.0,${exact.x},${exact.y}`)).toBe(true);
    expect(await on(`19.0,50.0,19.4999,50.2499`)).toBe(false);
    expect(await on(`19.5001,50.2501,20,51`)).toBe(false);
  });

  it('answer the same orders as the counts (a country-wide bbox and other)', async () => {
    const counted = total(await provinces('', admin));
    const world = await pins('-180,-90,180,90', '', admin);
    const summed = [...world.pins, ...world.clusters].reduce((sum, p) => sum + p.orders, 0);
    expect(summed).toBe(counted);
    expect(world.pins.some((p) => p.investmentId === abroad.investmentId)).toBe(true);
    const poland = await pins(POLAND, '', admin);
    expect(poland.pins.some((p) => p.investmentId === abroad.investmentId)).toBe(false);
  });

  it('leave out industry-only orders of other industries and drafts', async () => {
    const box = '19.55,50.25,19.65,50.35';
    expect((await pins(box, '', klient)).pins.some((p) => p.investmentId === hiddenInvestmentId)).toBe(false);
    const seen = (await pins(box, '', admin)).pins.find((p) => p.investmentId === hiddenInvestmentId);
    expect(seen?.orders).toBe(1);
  });

  it('follow an investment moved around the API at once (the database tells the caches)', async () => {
    const box = '19.4,50.2,19.55,50.28';
    const here = async () => (await pins(box)).pins.some((p) => p.investmentId === exact.investmentId);
    const province = async () =>
      (await provinces(`investmentIds=${exact.investmentId}`)).find((r) => r.count > 0)?.provinceId;
    expect(await here()).toBe(true);
    const [{ province_id: before }] = (
      await t.app.db.execute<{ province_id: number }>(
        sql`select province_id from investments where id = ${exact.investmentId}`,
      )
    ).rows as [{ province_id: number }];
    expect(await province()).toBe(before);
    await t.app.db.execute(
      sql`update investments set latitude = 54.35, longitude = 18.65, province_id = 11 where id = ${exact.investmentId}`,
    );
    try {
      await expect.poll(here, { timeout: 5_000, interval: 100 }).toBe(false);
      expect(await province()).toBe(11);
    } finally {
      await t.app.db.execute(
        sql`update investments set latitude = ${exact.y}, longitude = ${exact.x}, province_id = ${before}
             where id = ${exact.investmentId}`,
      );
    }
    await expect.poll(here, { timeout: 5_000, interval: 100 }).toBe(true);
  });

  it('are refused on the free plan', async () => {
    const res = await t.app.inject({ url: `/api/v2/orders-map?bbox=${POLAND}`, headers: dotowany });
    expectError(res, 403, 'ORDERS_MAP_PINS_SUBSIDIZED');
  });

  it.each([
    ['', 'no bbox'],
    ['bbox=abc', 'not numbers'],
    ['bbox=1,2,3', 'three numbers'],
    ['bbox=20,50,19,51', 'west past east'],
    ['bbox=19,50,20,95', 'latitude past 90'],
    ['bbox=19,50,20,51&provinceIds=17', 'an unknown province'],
    ['bbox=19,50,20,51&status=NOPE', 'an unknown status'],
  ])('refuse %j (%s) with a 400', async (query) => {
    const res = await t.app.inject({ url: `/api/v2/orders-map?${query}`, headers: klient });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('need a login', async () => {
    expect((await t.app.inject({ url: `/api/v2/orders-map?bbox=${POLAND}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/orders-map/provinces' })).statusCode).toBe(401);
  });
});
