import type { Bbox } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  filterConditions,
  investmentConditions,
  needsInvestment,
  type OrderListFilter,
  statusCondition,
} from '../orders/index.js';
import { type PinRow, type ProvinceCountRow, pinsOrClusters, provinceRows } from './orders-map.queries.js';

/**
 * The map's answers from the counts the database keeps (migration 0023, DESIGN.md beside this file).
 * They hold, per investment and per province, the orders that are not removed by status (PLANNED ones
 * placed by the clock), those visible to industry users only per set of industries; three parts make the
 * all-orders list's count exactly:
 * 1. the kept counts of the asked statuses (outside staff: orders visible to everyone and those of the
 *    caller's industries);
 * 2. PLANNED orders whose publication time lies between the clock and now, moved between PLANNED and
 *    RELEASED (orders_map_planned_idx: the orders of the last minute or so);
 * 3. outside staff: orders visible to industry users only outside the caller's industries that the caller
 *    still sees (their company's, or created by them), counted live as the list counts them (a few rows).
 */

/** Parts of the filter the kept counts answer; any other part (words, deadlines, industries...) reads orders. */
const ANSWERED: ReadonlySet<keyof OrderListFilter> = new Set<keyof OrderListFilter>([
  'statuses',
  'owner',
  'visibleFor',
  'searchWords',
  'stageIds',
  'characters',
  'sectorIds',
  'investmentIds',
  'locationIds',
  'provinceIds',
  'near',
]);

/**
 * Whether the kept counts answer a filter. The voivodeship counts also answer a filter by industries
 * (`order_map_province_industry_counts`) when it names no investment; pins with one read the orders.
 */
export const countsAnswer = (f: OrderListFilter, call: 'provinces' | 'pins' = 'pins'): boolean =>
  f.owner === null &&
  f.searchWords.length === 0 &&
  Object.entries(f).every(
    ([key, value]) =>
      value === undefined ||
      ANSWERED.has(key as keyof OrderListFilter) ||
      (call === 'provinces' && BY_INDUSTRIES.has(key as keyof OrderListFilter) && !byInvestment(f)),
  );

const BY_INDUSTRIES: ReadonlySet<keyof OrderListFilter> = new Set<keyof OrderListFilter>([
  'industryIds',
  'companyIndustryIds',
]);
const byInvestment = (f: OrderListFilter) => needsInvestment(f) || !!f.investmentIds;
const byIndustries = (f: OrderListFilter) => !!(f.industryIds || f.companyIndustryIds);

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;
const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/**
 * The filter's investment conditions on a kept table aliased `t` (its own province_id and investment_id),
 * and the join to investments `i` they need for the investment's other attributes.
 */
const keptInvestmentConditions = (f: OrderListFilter, t: 'c' | 'p'): SQL[] => [
  ...investmentConditions(f, sql.raw(`${t}.province_id`)),
  ...(f.investmentIds ? [sql`${sql.raw(t)}.investment_id = any(${intArray(f.investmentIds)})`] : []),
];
const keptInvestmentJoin = (f: OrderListFilter, t: 'c' | 'p'): SQL =>
  needsInvestment(f) ? sql`join investments i on i.id = ${sql.raw(t)}.investment_id` : sql``;

/** Part 1's conditions on a counts table `c` (joined to investments `i` when the filter needs them). */
const keptConditions = (f: OrderListFilter, byInvestment: boolean): SQL => {
  const c: SQL[] = [sql`c.status = any(${textArray(f.statuses)})`];
  if (f.visibleFor) c.push(sql`(not c.industry_only or c.industries && ${intArray(f.visibleFor.industryIds)})`);
  if (byInvestment) c.push(...keptInvestmentConditions(f, 'c'));
  else if (f.provinceIds) c.push(sql`c.province_id = any(${intArray(f.provinceIds)})`);
  return sql.join(c, sql` and `);
};

/** Part 1's conditions on order_map_province_industry_counts (`c.industry_ids`: the orders' whole sets). */
const industryKeptConditions = (f: OrderListFilter): SQL => {
  const c: SQL[] = [sql`c.status = any(${textArray(f.statuses)})`];
  if (f.visibleFor) c.push(sql`(not c.industry_only or c.industry_ids && ${intArray(f.visibleFor.industryIds)})`);
  if (f.industryIds) c.push(sql`c.industry_ids && ${intArray(f.industryIds)}`);
  if (f.companyIndustryIds) c.push(sql`c.industry_ids && ${intArray(f.companyIndustryIds)}`);
  if (f.provinceIds) c.push(sql`c.province_id = any(${intArray(f.provinceIds)})`);
  return sql.join(c, sql` and `);
};

/**
 * Part 2: each PLANNED order published between the clock and now is kept under one status and is another
 * now; +1 where it counts now and not in the kept counts, -1 the other way round. Nothing when the asked
 * statuses hold both or neither.
 */
const plannedSign = (f: OrderListFilter): number =>
  (f.statuses.includes('RELEASED') ? 1 : 0) - (f.statuses.includes('PLANNED') ? 1 : 0);

const CLOCK = sql.raw('(select k.released_until from order_map_clock k where k.id = 1)');
/** Part 2's orders: of the asked kind, between the clock and now, visible to the caller as part 1 counts them. */
const correctionWhere = (f: OrderListFilter): SQL =>
  sql.join(
    [
      sql`o.status = 'PLANNED'`,
      sql`o.publish_at > least(${CLOCK}, now()) and o.publish_at <= greatest(${CLOCK}, now())`,
      ...filterConditions({ ...f, visibleFor: undefined }),
      ...(f.visibleFor
        ? [sql`(not o.visible_to_industry_users_only or o.industry_ids && ${intArray(f.visibleFor.industryIds)})`]
        : []),
    ],
    sql` and `,
  );
const correctionValue = (f: OrderListFilter) =>
  sql`(case when o.publish_at <= now() then ${plannedSign(f)}::int else ${-plannedSign(f)}::int end)`;

/**
 * Part 3: the list's own conditions on the orders visible to industry users only that part 1 leaves out
 * (outside the caller's industries) and the caller sees as their company's or as creator
 * (orders_industry_only_company_idx, orders_industry_only_creator_idx).
 */
const industryOnlyWhere = (f: OrderListFilter): SQL => {
  const v = f.visibleFor as NonNullable<OrderListFilter['visibleFor']>;
  const own = v.companyId
    ? sql`(o.company_id = ${v.companyId} or o.created_by_user_id = ${v.userId})`
    : sql`o.created_by_user_id = ${v.userId}`;
  return sql.join(
    [
      sql`o.visible_to_industry_users_only`,
      own,
      sql`not (o.industry_ids && ${intArray(v.industryIds)})`,
      ...filterConditions({ ...f, visibleFor: undefined }),
      statusCondition(f.statuses),
    ],
    sql` and `,
  );
};

const ordersFrom = (f: OrderListFilter) =>
  needsInvestment(f) ? sql`orders o join investments i on i.id = o.investment_id` : sql`orders o`;

/** Orders per voivodeship and 'other' (province 0 in the counts) for a filter `countsAnswer` accepts. */
export const countKeptOrdersByProvince = async (db: Database, f: OrderListFilter): Promise<ProvinceCountRow[]> => {
  const kept = byIndustries(f)
    ? sql`select c.province_id, sum(c.orders)::int as n from order_map_province_industry_counts c
           where ${industryKeptConditions(f)} group by 1`
    : byInvestment(f)
      ? sql`select c.province_id, sum(c.orders)::int as n
            from order_map_investment_counts c ${keptInvestmentJoin(f, 'c')}
           where ${keptConditions(f, true)} group by 1`
      : sql`select c.province_id, sum(c.orders)::int as n from order_map_province_counts c
           where ${keptConditions(f, false)} group by 1`;
  const parts = [kept];
  if (plannedSign(f) !== 0)
    parts.push(sql`select coalesce(o.province_id, 0)::smallint, sum(${correctionValue(f)})::int
                     from ${ordersFrom(f)} where ${correctionWhere(f)} group by 1`);
  if (f.visibleFor)
    parts.push(sql`select coalesce(o.province_id, 0)::smallint, count(*)::int
                     from ${ordersFrom(f)} where ${industryOnlyWhere(f)} group by 1`);
  return provinceRows(db, sql`select province_id, n from (${sql.join(parts, sql` union all `)}) x`);
};

/**
 * The quarter degrees of longitude a bbox spans, as `floor(longitude * 4)` of migration 0027's index: each
 * is one index range of the bbox's latitudes. A bbox wider than Poland many times over reads the status's
 * rows whole instead (the map never asks one).
 */
const LONGITUDE_BANDS_PER_DEGREE = 4;
const MAX_LONGITUDE_BANDS = 200;
export const longitudeBands = (box: Bbox): number[] | null => {
  const first = Math.floor(box.west * LONGITUDE_BANDS_PER_DEGREE);
  const last = Math.floor(box.east * LONGITUDE_BANDS_PER_DEGREE);
  if (last < first || last - first >= MAX_LONGITUDE_BANDS) return null;
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
};
/** The bbox's bands as a condition on the kept pins `p`, none for a bbox `longitudeBands` leaves out. */
const inBands = (box: Bbox): SQL[] => {
  const bands = longitudeBands(box);
  // written as migration 0027's index writes the expression (floor(longitude * 4)), so the planner matches it
  return bands
    ? [
        sql`floor(p.longitude * ${sql.raw(String(LONGITUDE_BANDS_PER_DEGREE))}) = any(${`{${bands.join(',')}}`}::float8[])`,
      ]
    : [];
};

const inBox = (box: Bbox, x: SQL, y: SQL): SQL =>
  sql`${x} between ${box.west}::float8 and ${box.east}::float8 and ${y} between ${box.south}::float8 and ${box.north}::float8`;

/**
 * Part 1 of the pins: the kept pins `p` (migration 0027: one row per investment and status) of the bbox,
 * each with the orders the caller sees. Outside staff: those visible to everyone, and the industry-only ones
 * whose industries meet the caller's: all of them when they share one set, else read per set from the counts.
 */
const keptPinRows = (f: OrderListFilter, box: Bbox): SQL => {
  const v = f.visibleFor;
  const mine = v ? intArray(v.industryIds) : null;
  const orders = mine
    ? sql`p.public_orders + case when not p.industry_only_industries && ${mine} then 0
            when p.industry_only_sets = 1 then p.industry_only_orders
            else (select sum(c.orders)::int from order_map_investment_counts c
                   where c.investment_id = p.investment_id and c.status = p.status and c.industry_only
                     and c.industries && ${mine}) end`
    : sql`p.public_orders + p.industry_only_orders`;
  const where: SQL[] = [sql`p.status = any(${textArray(f.statuses)})`];
  if (mine) where.push(sql`(p.public_orders > 0 or p.industry_only_industries && ${mine})`);
  where.push(...keptInvestmentConditions(f, 'p'), ...inBands(box), inBox(box, sql`p.longitude`, sql`p.latitude`));
  return sql`select p.investment_id as id, p.longitude as x, p.latitude as y, ${orders} as n
               from order_map_investment_pins p ${keptInvestmentJoin(f, 'p')}
              where ${sql.join(where, sql` and `)}`;
};

/** Pins (or grid clusters) of a bbox for a filter `countsAnswer` accepts. */
export const findKeptPins = async (
  db: Database,
  f: OrderListFilter,
  box: Bbox,
  limits: { pinsMax: number; gridCells: number },
): Promise<PinRow[]> => {
  const kept = keptPinRows(f, box);
  const orderInBox = inBox(box, sql`i.longitude`, sql`i.latitude`);
  const corrections: SQL[] = [];
  if (plannedSign(f) !== 0)
    corrections.push(sql`select o.investment_id as id, i.longitude as x, i.latitude as y, ${correctionValue(f)} as n
                           from orders o join investments i on i.id = o.investment_id
                          where ${correctionWhere(f)} and ${orderInBox}`);
  if (f.visibleFor)
    corrections.push(sql`select o.investment_id as id, i.longitude as x, i.latitude as y, 1 as n
                           from orders o join investments i on i.id = o.investment_id
                          where ${industryOnlyWhere(f)} and ${orderInBox}`);
  // One status: a kept pin is one investment, and the few corrections join it by id. Several: an
  // investment has a pin per status, summed per investment.
  const pins =
    f.statuses.length === 1
      ? corrections.length === 0
        ? sql`select id, x, y, n as orders from (${kept}) m`
        : sql`select coalesce(m.id, k.id) as id, coalesce(m.x, k.x) as x, coalesce(m.y, k.y) as y,
                     coalesce(m.n, 0) + coalesce(k.n, 0) as orders
                from (${kept}) m
                full join (select id, max(x) as x, max(y) as y, sum(n)::int as n
                             from (${sql.join(corrections, sql` union all `)}) q group by id) k on k.id = m.id
               where coalesce(m.n, 0) + coalesce(k.n, 0) > 0`
      : sql`select id, max(x) as x, max(y) as y, sum(n)::int as orders
              from (${sql.join([kept, ...corrections], sql` union all `)}) q group by id having sum(n) > 0`;
  return pinsOrClusters(db, pins, box, limits);
};

/**
 * Moves the counts' clock to now when it is more than a minute old (order_map_advance gives way to a
 * writer instead of waiting): keeps part 2 to the orders of the last minute or so.
 */
export const advanceKeptCountsClock = async (db: Database): Promise<void> => {
  await db.execute(sql`select order_map_advance(now()) from order_map_clock
                        where id = 1 and released_until < now() - interval '1 minute'`);
};
