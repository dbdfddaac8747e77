import type { Bbox } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  filterConditions,
  needsInvestment,
  type OrderListFilter,
  statusCondition,
  type TextMatch,
} from '../orders/index.js';

const whereOf = (filter: OrderListFilter, match: TextMatch) =>
  sql.join([...filterConditions(filter, match), statusCondition(filter.statuses)], sql` and `);

export type ProvinceCountRow = { province_id: number | null; province: string; count: number };

/** The 16 voivodeships and 'other' (province null or 0) from rows (province_id, n) of a count. */
export const provinceRows = async (db: Database, counts: SQL): Promise<ProvinceCountRow[]> => {
  const result = await db.execute<ProvinceCountRow>(sql`
    with c as materialized (select coalesce(province_id, 0) as province_id, sum(n)::int as n from (${counts}) x group by 1)
    select p.id::int as province_id, p.name as province, coalesce(c.n, 0)::int as count
      from provinces p left join c on c.province_id = p.id
    union all
    select null, 'other', coalesce((select c.n from c where c.province_id = 0), 0)::int
    order by 1 nulls last`);
  return result.rows.map((r) => ({ ...r, count: Number(r.count) }));
};

/**
 * Orders per voivodeship for the list's filter, 'other' for investments outside them, read from the
 * orders (the filters the kept counts cannot answer: words, deadlines, industries...). The province is
 * kept on the order (migration 0014): without investment filters this reads orders_province_counts_idx only.
 */
export const countOrdersByProvince = (db: Database, filter: OrderListFilter, match: TextMatch) => {
  const from = needsInvestment(filter) ? sql`orders o join investments i on i.id = o.investment_id` : sql`orders o`;
  return provinceRows(
    db,
    sql`select o.province_id, count(*)::int as n from ${from} where ${whereOf(filter, match)} group by 1`,
  );
};

export type PinRow = {
  kind: 'pin' | 'cluster';
  investment_id: number | null;
  investment_name: string | null;
  sector_id: number | null;
  x: number;
  y: number;
  orders: number;
  investments: number;
  total: number;
};

/**
 * The answer over `pins` (rows id, x, y, orders: the investments of the bbox with their matching orders):
 * first the same investments grouped on a grid of the bbox (counts summed), streamed in one pass with their
 * total; when they are no more than `pinsMax`, the pins themselves with the investment's name and sector
 * instead. (Counting first and then choosing in one statement kept every row in a materialised CTE: 20 ms
 * more for a voivodeship's ~53,000 investments at 1M orders.)
 */
export const pinsOrClusters = async (
  db: Database,
  pins: SQL,
  box: Bbox,
  limits: { pinsMax: number; gridCells: number },
): Promise<PinRow[]> => {
  const cellX = Math.max((box.east - box.west) / limits.gridCells, 1e-9);
  const cellY = Math.max((box.north - box.south) / limits.gridCells, 1e-9);
  const grid = sql`
    select 'cluster' as kind, null as investment_id, null as investment_name, null as sector_id, avg(x) as x, avg(y) as y,
           sum(orders)::int as orders, count(*)::int as investments, (sum(count(*)) over ())::int as total
      from (${pins}) p
     group by floor((x - ${box.west}::float8) / ${cellX}::float8), floor((y - ${box.south}::float8) / ${cellY}::float8)`;
  // The cells are at most gridCells² (2,304), which the planner cannot know: from its guess of the rows it
  // sorted all of them before grouping (a contractor's voivodeship: 53,000 rows, +10 ms), where hashing
  // into the few cells is always the cheaper way.
  const clusters = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return tx.execute<PinRow>(grid);
  });
  const total = Number(clusters.rows[0]?.total ?? 0);
  if (total === 0 || total > limits.pinsMax) return clusters.rows;
  const found = await db.execute<PinRow>(sql`
    select 'pin' as kind, p.id as investment_id, i.name as investment_name, i.sector_id, p.x, p.y, p.orders,
           1 as investments, 0 as total
      from (${pins}) p join investments i on i.id = p.id`);
  // the total of the pins listed (an order written between the two reads moves both alike)
  return found.rows.map((row) => ({ ...row, total: found.rows.length }));
};

/** The pins of a bbox read from the orders (the filters the kept counts cannot answer). */
export const findPins = (
  db: Database,
  filter: OrderListFilter,
  match: TextMatch,
  box: Bbox,
  limits: { pinsMax: number; gridCells: number },
) =>
  pinsOrClusters(
    db,
    sql`select i.id, i.longitude as x, i.latitude as y, count(*)::int as orders
          from orders o join investments i on i.id = o.investment_id
         where ${whereOf(filter, match)}
           and i.longitude between ${box.west}::float8 and ${box.east}::float8
           and i.latitude between ${box.south}::float8 and ${box.north}::float8
         group by i.id`,
    box,
    limits,
  );
