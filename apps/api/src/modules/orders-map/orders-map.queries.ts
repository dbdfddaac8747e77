import type { Bbox } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  filterConditions,
  needsInvestment,
  type OrderListFilter,
  statusCondition,
  type TextMatch,
} from '../orders/order-list-filters.queries.js';

const whereOf = (filter: OrderListFilter, match: TextMatch) =>
  sql.join([...filterConditions(filter, match), statusCondition(filter.statuses)], sql` and `);

export type ProvinceCountRow = { province_id: number | null; province: string; count: number };

/**
 * Orders per voivodeship for the list's filter, 'other' for investments outside them. The province is
 * kept on the order (migration 0014): without investment filters this reads orders_province_counts_idx only.
 */
export const countOrdersByProvince = async (
  db: Database,
  filter: OrderListFilter,
  match: TextMatch,
): Promise<ProvinceCountRow[]> => {
  const from = needsInvestment(filter) ? sql`orders o join investments i on i.id = o.investment_id` : sql`orders o`;
  const result = await db.execute<ProvinceCountRow>(sql`
    with c as (select o.province_id, count(*)::int as n from ${from} where ${whereOf(filter, match)} group by o.province_id)
    select p.id::int as province_id, p.name as province, coalesce(c.n, 0)::int as count
      from provinces p left join c on c.province_id = p.id
    union all
    select null, 'other', coalesce((select c.n from c where c.province_id is null), 0)::int
    order by 1 nulls last`);
  return result.rows.map((r) => ({ ...r, count: Number(r.count) }));
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
 * One statement: the investments of the bbox with their matching orders; when there are more than
 * `pinsMax` of them, the same investments grouped on a grid of the bbox (counts summed) instead.
 */
export const findPins = async (
  db: Database,
  filter: OrderListFilter,
  match: TextMatch,
  box: Bbox,
  limits: { pinsMax: number; gridCells: number },
): Promise<PinRow[]> => {
  const cellX = Math.max((box.east - box.west) / limits.gridCells, 1e-9);
  const cellY = Math.max((box.north - box.south) / limits.gridCells, 1e-9);
  const result = await db.execute<PinRow>(sql`
    with pins as materialized (
      select i.id, i.name, i.sector_id, i.longitude as x, i.latitude as y, count(*)::int as orders
        from orders o join investments i on i.id = o.investment_id
       where ${whereOf(filter, match)}
         and i.longitude between ${box.west}::float8 and ${box.east}::float8
         and i.latitude between ${box.south}::float8 and ${box.north}::float8
       group by i.id
    ), total as (select count(*)::int as n from pins)
    select 'pin' as kind, id as investment_id, name as investment_name, sector_id, x, y, orders,
           1 as investments, (select n from total) as total
      from pins where (select n from total) <= ${limits.pinsMax}
    union all
    select 'cluster', null, null, null, avg(x), avg(y), sum(orders)::int, count(*)::int, (select n from total)
      from pins where (select n from total) > ${limits.pinsMax}
     group by floor((x - ${box.west}::float8) / ${cellX}::float8), floor((y - ${box.south}::float8) / ${cellY}::float8)`);
  return result.rows;
};
