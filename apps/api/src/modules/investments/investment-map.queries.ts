import type { Bbox } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countedRowsOf, type ResolvedSearch, whereOf } from './investment-search-filter.queries.js';

export type ProvinceRow = { province_id: number | null; province: string; n: number; value: string };

/**
 * Matches per voivodeship, and those outside the voivodeships (null), with their total value: from the
 * kept counts when the filter is theirs (keptCountsAnswer), else counted over the matches.
 */
export const countByProvince = async (db: Database, f: ResolvedSearch): Promise<ProvinceRow[]> => {
  const result = await db.execute<ProvinceRow>(sql`
    with c as materialized (
      select coalesce(i.province_id, 0) as province_id, sum(i.investments)::int as n, coalesce(sum(i.value_pln), 0) as value
        from ${countedRowsOf(f)} group by 1)
    select p.id::int as province_id, p.name as province, coalesce(c.n, 0)::int as n, coalesce(c.value, 0)::text as value
      from provinces p left join c on c.province_id = p.id
    union all
    select null, 'other', coalesce(sum(c.n), 0)::int, coalesce(sum(c.value), 0)::text
      from c where c.province_id = 0 or c.province_id not in (select id from provinces)
    order by 1 nulls last`);
  return result.rows;
};

export type InvestmentPinRow = {
  kind: 'pin' | 'cluster';
  x: number;
  y: number;
  n: number;
  total: number;
  sector_id: number | null;
  investments: { id: number; name: string; valuePln: number | null }[] | null;
};

/**
 * The matches inside the bbox: grouped on a grid of at most gridCells² cells, counted in one pass with
 * their total; when no more than `pinsMax`, grouped by their point instead (investments at one address
 * share a pin that lists them), as the order map does.
 */
export const findPinsOrClusters = async (
  db: Database,
  f: ResolvedSearch,
  box: Bbox,
  limits: { pinsMax: number; gridCells: number },
): Promise<InvestmentPinRow[]> => {
  const inBox = sql`${whereOf(f)}
    and i.longitude between ${box.west}::float8 and ${box.east}::float8
    and i.latitude between ${box.south}::float8 and ${box.north}::float8`;
  const cellX = Math.max((box.east - box.west) / limits.gridCells, 1e-9);
  const cellY = Math.max((box.north - box.south) / limits.gridCells, 1e-9);
  const clusters = await db.transaction(async (tx) => {
    // at most gridCells² cells, which the planner cannot know: hashing into them beats sorting every row
    await tx.execute(sql`set local enable_sort = off`);
    return tx.execute<InvestmentPinRow>(sql`
      select 'cluster' as kind, avg(i.longitude) as x, avg(i.latitude) as y, count(*)::int as n,
             (sum(count(*)) over ())::int as total, null as sector_id, null as investments
        from investments i where ${inBox}
       group by floor((i.longitude - ${box.west}::float8) / ${cellX}::float8),
                floor((i.latitude - ${box.south}::float8) / ${cellY}::float8)`);
  });
  const total = Number(clusters.rows[0]?.total ?? 0);
  if (total === 0 || total > limits.pinsMax) return clusters.rows;
  const pins = await db.execute<InvestmentPinRow>(sql`
    select 'pin' as kind, i.longitude as x, i.latitude as y, count(*)::int as n, ${total}::int as total,
           min(i.sector_id) as sector_id,
           json_agg(json_build_object('id', i.id, 'name', i.name, 'valuePln', i.value_pln) order by i.name, i.id)
             as investments
      from investments i where ${inBox}
     group by i.longitude, i.latitude`);
  return pins.rows;
};
