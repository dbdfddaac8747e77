import type { OrderStatus } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { OrderListFilter } from '../orders/index.js';
import { createOrder, type OrderContext, orderContext, validForm } from '../orders/testing.js';
import { countOrdersByProvince, findPins } from './orders-map.queries.js';
import { countKeptOrdersByProvince, countsAnswer, findKeptPins, longitudeBands } from './orders-map-counts.queries.js';

/**
 * The counts kept by the database (migration 0023) against the orders themselves, after every kind of
 * write and after time passes: the same province counts and pins for each kind of caller, and tables
 * equal to counts made from scratch.
 */
const t = useTestApp({ logins: ['klient'] });
let ctx: OrderContext;
/** Company, creator and investment of the industry-only orders (industry 1101). */
let other: { companyId: number; userId: number; investmentId: number };
const db = () => t.app.db;

type Caller = Pick<OrderListFilter, 'visibleFor'>;
const callers = (): Record<string, Caller> => ({
  staff: {},
  outsider: { visibleFor: { companyId: ctx.companyId, userId: ctx.klientId, industryIds: [401, 402] } },
  industryUser: { visibleFor: { companyId: null, userId: ctx.subkontoId, industryIds: [1101] } },
  creator: { visibleFor: { companyId: null, userId: other.userId, industryIds: [] } },
  sameCompany: { visibleFor: { companyId: other.companyId, userId: ctx.klientId, industryIds: [] } },
});
// one status (a pin per investment: with the corrections joined, and without any for ARCHIVED to staff) and several
const STATUS_SETS: OrderStatus[][] = [
  ['RELEASED'],
  ['ARCHIVED'],
  ['RELEASED', 'ARCHIVED'],
  ['PLANNED'],
  ['RELEASED', 'PLANNED'],
  ['DRAFT', 'PLANNED', 'RELEASED', 'ARCHIVED'],
];
const narrowings = (): Record<string, Partial<OrderListFilter>> => ({
  none: {},
  sectors: { sectorIds: [1, 2] },
  provinces: { provinceIds: [7, 12] },
  investment: { investmentIds: [other.investmentId] },
  // the voivodeship counts only (pins with a filter by industries read the orders)
  industries: { industryIds: [401, 1101] },
  companyIndustries: { companyIndustryIds: [402, 1101], provinceIds: [6, 7, 12] },
});
const WORLD = { west: -180, south: -90, east: 180, north: 90 };
const POLAND = { west: 13.8, south: 48.9, east: 24.4, north: 55 };
/**
 * Bboxes the pins are compared on: the world (no longitude bands), Poland (about 43 bands) and two whose
 * edges pass exactly through the industry-only investment, on the band's first and last longitude.
 */
const boxes = async () => {
  const at = (
    await db().execute<{ x: number; y: number }>(
      sql`select longitude as x, latitude as y from investments where id = ${other.investmentId}`,
    )
  ).rows[0] as { x: number; y: number };
  return [
    WORLD,
    POLAND,
    { west: Number(at.x), south: Number(at.y), east: Number(at.x) + 0.6, north: Number(at.y) + 0.6 },
    { west: Number(at.x) - 0.6, south: Number(at.y) - 0.6, east: Number(at.x), north: Number(at.y) },
  ];
};
const LIMITS = { pinsMax: 1_000_000, gridCells: 48 };

const sortedPins = (rows: Awaited<ReturnType<typeof findPins>>) =>
  rows
    .map((r) => `${r.investment_id}:${Number(r.orders)}:${Number(r.x)}:${Number(r.y)}:${r.sector_id}`)
    .sort()
    .join(' ');

/** Every caller × status set × narrowing: the kept answer equals the orders' answer. */
const expectSameAnswers = async () => {
  const bboxes = await boxes();
  for (const [who, caller] of Object.entries(callers()))
    for (const statuses of STATUS_SETS)
      for (const [narrowing, part] of Object.entries(narrowings())) {
        const filter: OrderListFilter = { statuses, owner: null, searchWords: [], ...caller, ...part };
        const label = `${who} ${statuses.join(',')} ${narrowing}`;
        expect(countsAnswer(filter, 'provinces'), label).toBe(true);
        expect(await countKeptOrdersByProvince(db(), filter), label).toEqual(
          await countOrdersByProvince(db(), filter, 'index'),
        );
        if (!countsAnswer(filter, 'pins')) continue;
        for (const box of bboxes)
          expect(sortedPins(await findKeptPins(db(), filter, box, LIMITS)), `${label} ${JSON.stringify(box)}`).toBe(
            sortedPins(await findPins(db(), filter, 'index', box, LIMITS)),
          );
      }
};

/**
 * The kept tables equal counts made from scratch with the clock they hold (as migration 0023 makes them), the
 * pins the counts merged per investment and status (0027).
 */
const expectTablesExact = async () => {
  const rows = (q: ReturnType<typeof sql>) =>
    db()
      .execute(q)
      .then((r) => r.rows.map((x) => JSON.stringify(x)).sort());
  expect(
    await rows(sql`select investment_id, province_id, status, industry_only, industries, orders, longitude, latitude
                     from order_map_investment_counts`),
  ).toEqual(
    await rows(sql`
      select i.id as investment_id, coalesce(o.province_id, 0) as province_id,
             order_map_status(o.status, o.publish_at, k.released_until) as status,
             o.visible_to_industry_users_only as industry_only,
             case when o.visible_to_industry_users_only then o.industry_ids else '{}' end as industries,
             count(*)::int as orders, i.longitude, i.latitude
        from orders o join investments i on i.id = o.investment_id cross join order_map_clock k
       where not o.removed group by i.id, 2, 3, 4, 5`),
  );
  expect(
    await rows(sql`select investment_id, status, province_id, public_orders, industry_only_orders, industry_only_sets,
                          industry_only_industries, longitude, latitude from order_map_investment_pins`),
  ).toEqual(
    await rows(sql`
      select investment_id, status, max(province_id) as province_id,
             coalesce(sum(orders) filter (where not industry_only), 0)::int as public_orders,
             coalesce(sum(orders) filter (where industry_only), 0)::int as industry_only_orders,
             (count(*) filter (where industry_only))::int as industry_only_sets,
             coalesce((select array_agg(distinct e order by e) from order_map_investment_counts c2, unnest(c2.industries) e
                        where c2.investment_id = c.investment_id and c2.status = c.status), '{}') as industry_only_industries,
             max(longitude) as longitude, max(latitude) as latitude
        from order_map_investment_counts c group by investment_id, status`),
  );
  expect(
    await rows(sql`select province_id, status, industry_only, industries, orders from order_map_province_counts`),
  ).toEqual(
    await rows(sql`select province_id, status, industry_only, industries, sum(orders)::int as orders
                     from order_map_investment_counts group by 1, 2, 3, 4`),
  );
};

const expectIndustryTableExact = async () => {
  const rows = (q: ReturnType<typeof sql>) =>
    db()
      .execute(q)
      .then((r) => r.rows.map((x) => JSON.stringify(x)).sort());
  expect(
    await rows(
      sql`select province_id, status, industry_only, industry_ids, orders from order_map_province_industry_counts`,
    ),
  ).toEqual(
    await rows(sql`
      select coalesce(o.province_id, 0) as province_id, order_map_status(o.status, o.publish_at, k.released_until) as status,
             o.visible_to_industry_users_only as industry_only, o.industry_ids, count(*)::int as orders
        from orders o cross join order_map_clock k where not o.removed group by 1, 2, 3, 4`),
  );
};

/** A moment after the counts' clock and before the statement's now(): a PLANNED order dated there is due. */
const betweenClockAndNow = sql`(select released_until + (now() - released_until) / 2 from order_map_clock where id = 1)`;

const expectConsistent = async () => {
  await expectIndustryTableExact();
  await expectTablesExact();
  await expectSameAnswers();
};

beforeAll(async () => {
  ctx = await orderContext(t.app);
  const user = await buildUser(t.app.db, { accountType: 'CLIENT' });
  const investment = await buildInvestment(t.app.db, { sectorId: 2, latitude: 52.1, longitude: 21.1 });
  other = { companyId: user.companyId!, userId: user.id, investmentId: investment.id };
  const on = { companyId: other.companyId, investmentId: investment.id };
  await buildOrder(t.app.db, { ...on, industries: [1101], visibleToIndustryUsersOnly: true, createdByUserId: user.id });
  await buildOrder(t.app.db, { ...on, industries: [401], visibleToIndustryUsersOnly: true });
  await buildOrder(t.app.db, { ...on, status: 'DRAFT', publishAt: null });
  await buildOrder(t.app.db, { ...on, status: 'ARCHIVED' });
  await buildOrder(t.app.db, { ...on, removed: true, status: 'ARCHIVED' });
  await buildOrder(t.app.db, { ...on, status: 'PLANNED', publishAt: new Date(Date.now() + 86_400_000) });
  await buildOrder(t.app.db, { ...on, isApproved: false });
  const abroad = await buildInvestment(t.app.db, {
    provinceId: null,
    districtId: null,
    latitude: 48.2,
    longitude: 16.37,
  });
  await buildOrder(t.app.db, { companyId: other.companyId, investmentId: abroad.id });
});

describe('the counts kept by the database', () => {
  it('equal the orders after the migration and the seed', async () => {
    await expectConsistent();
  });

  it('follow an order created through the API and one inserted in bulk', async () => {
    await createOrder(t.app, t.headers.klient, validForm(ctx));
    await db().execute(sql`
      insert into orders (status, investment_id, company_id, publish_at, industry_ids, visible_to_industry_users_only)
      select (array['RELEASED','ARCHIVED','PLANNED','DRAFT'])[1 + g % 4], ${other.investmentId}, ${other.companyId},
             case when g % 4 = 3 then null when g % 4 = 2 then now() + interval '2 days' else now() - interval '1 day' end,
             array[1101], g % 3 = 0
        from generate_series(1, 12) g`);
    await expectConsistent();
  });

  it('follow status changes, approval, industries and removal', async () => {
    await db().execute(sql`update orders set status = 'ARCHIVED' where id = (
      select max(id) from orders where status = 'RELEASED' and investment_id = ${other.investmentId})`);
    await db().execute(sql`update orders set is_approved = true where not is_approved`);
    await db().execute(sql`update orders set industry_ids = '{402,1101}' where id = (
      select min(id) from orders where investment_id = ${other.investmentId} and status = 'RELEASED')`);
    await db().execute(sql`update orders set status = 'RELEASED', publish_at = now() - interval '1 minute' where id = (
      select min(id) from orders where status = 'DRAFT' and investment_id = ${other.investmentId})`);
    await db().execute(sql`update orders set removed = true where id = (
      select min(id) from orders where visible_to_industry_users_only and not removed)`);
    await db().execute(sql`delete from orders where id = (select max(id) from orders where status = 'DRAFT')`);
    await expectConsistent();
  });

  it('follow an investment moved to another place and province, and an order moved to another investment', async () => {
    await db().execute(sql`update investments set latitude = 50.06, longitude = 19.94, province_id = 6
                            where id = ${other.investmentId}`);
    await db().execute(sql`update orders set investment_id = ${ctx.investmentId} where id = (
      select max(id) from orders where investment_id = ${other.investmentId} and not removed)`);
    await expectConsistent();
  });

  it('count a PLANNED order as RELEASED once its time has come, before and after the clock moves', async () => {
    const soon = await buildOrder(t.app.db, {
      companyId: other.companyId,
      investmentId: other.investmentId,
      status: 'PLANNED',
      publishAt: new Date(Date.now() + 3_600_000),
    });
    // its time has come since the counts' clock last moved: dated between the clock and now (rather than
    // waiting for a future moment to pass; a comparison straddling that moment would compare two times)
    await db().execute(sql`update orders set publish_at = ${betweenClockAndNow} where id = ${soon.id}`);
    await expectTablesExact();
    // nothing was written: the kept counts still hold it as PLANNED, the read corrects it
    const kept = await db().execute<{ status: string }>(
      sql`select status from order_map_investment_counts where investment_id = ${other.investmentId} and status = 'PLANNED'`,
    );
    expect(kept.rows.length).toBeGreaterThan(0);
    await expectSameAnswers();
    const moved = await db().execute<{ moved: boolean }>(sql`select order_map_advance(now()) as moved`);
    expect(moved.rows[0]?.moved).toBe(true);
    await expectConsistent();
    // an order published between the clock and now, written after the clock moved
    await db().execute(sql`update orders set status = 'PLANNED', publish_at = ${betweenClockAndNow}
                            where id = ${soon.id}`);
    expect(
      (
        await db().execute(sql`select 1 from order_map_investment_counts c where c.investment_id = ${other.investmentId}
                                 and c.status = 'PLANNED'`)
      ).rows.length,
    ).toBeGreaterThan(0);
    await expectConsistent();
  });

  it('are made again from the orders by order_map_rebuild (migration 0027, the bulk-loaded data set)', async () => {
    await db().execute(sql`delete from order_map_investment_pins where investment_id = ${other.investmentId}`);
    await db().execute(sql`select order_map_rebuild()`);
    await expectConsistent();
  });

  it('are not used for filters they cannot answer', () => {
    const base: OrderListFilter = { statuses: ['RELEASED'], owner: null, searchWords: [] };
    expect(countsAnswer(base)).toBe(true);
    expect(countsAnswer({ ...base, searchWords: [['hala']] })).toBe(false);
    expect(countsAnswer({ ...base, industryIds: [401] })).toBe(false);
    expect(countsAnswer({ ...base, companyIndustryIds: [401] })).toBe(false);
    expect(countsAnswer({ ...base, industryIds: [401] }, 'provinces')).toBe(true);
    expect(countsAnswer({ ...base, industryIds: [401], sectorIds: [1] }, 'provinces')).toBe(false);
    expect(countsAnswer({ ...base, industryIds: [401], investmentIds: [1] }, 'provinces')).toBe(false);
    expect(countsAnswer({ ...base, scopes: ['SERVICE'] })).toBe(false);
    expect(countsAnswer({ ...base, isApproved: true })).toBe(false);
    expect(countsAnswer({ ...base, offerDeadlineFrom: '2026-01-01' })).toBe(false);
    expect(countsAnswer({ ...base, owner: { companyId: 1 } })).toBe(false);
  });
});

describe('longitude bands of a bbox (migration 0026)', () => {
  it('are the quarter degrees from the west edge to the east edge, both included', () => {
    expect(longitudeBands({ west: 20, south: 52, east: 20.5, north: 53 })).toEqual([80, 81, 82]);
    expect(longitudeBands({ west: 19.99, south: 52, east: 20, north: 53 })).toEqual([79, 80]);
    expect(longitudeBands({ west: -0.1, south: 0, east: 0.1, north: 1 })).toEqual([-1, 0]);
  });
  it('are left out for a bbox wider than 50 degrees', () => {
    expect(longitudeBands(POLAND)?.length).toBe(43);
    expect(longitudeBands(WORLD)).toBeNull();
  });
});
