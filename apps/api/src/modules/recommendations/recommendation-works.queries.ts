import { type SQL, sql } from 'drizzle-orm';
import type { RecommendationSearch } from './recommendation-search.js';

/**
 * SQL pieces of the fast statements. A matching work is a participation (`investment_companies`, its
 * investment's place, subsector and value copied on it, migration 0024) in the chosen industries, scope,
 * subsectors and values: every test reads the covering indexes' own columns.
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export const matchingWork = (s: RecommendationSearch, w = 'ic'): SQL => {
  const col = (name: string) => sql.raw(`${w}.${name}`);
  const parts: SQL[] = [sql`${col('industry_id')} = any(${intArray(s.industryIds)})`];
  if (s.scope !== 'any') {
    const { delivery, service } = s.scope;
    if (delivery && service) parts.push(sql`(${col('is_supply')} or ${col('is_service')})`);
    else if (delivery) parts.push(col('is_supply'));
    else if (service) parts.push(col('is_service'));
  }
  if (s.subsectorIds?.length) parts.push(sql`${col('subsector_id')} = any(${intArray(s.subsectorIds)})`);
  if (s.worksValue.min !== null) parts.push(sql`${col('investment_value_pln')} >= ${s.worksValue.min}`);
  if (s.worksValue.max !== null) parts.push(sql`${col('investment_value_pln')} <= ${s.worksValue.max}`);
  return sql.join(parts, sql` and `);
};

/** The place as a point of the earth cube, once per statement (`ll_to_earth`, as the GiST indexes hold it). */
export const placeCte = (s: RecommendationSearch) =>
  sql`place as (select ll_to_earth(${s.latitude}::float8, ${s.longitude}::float8)::cube as centre)`;

/** earth_distance(place, point) on a stored point: the same arithmetic without recomputing ll_to_earth. */
export const distanceTo = (point: SQL) => sql`sec_to_gc(cube_distance((select centre from place), ${point}))`;

/** Companies never shown: excluded, already nominated to the order, deleted or deactivated. */
export const skippedCte = (s: RecommendationSearch) => sql`skipped as (
    select unnest(${intArray(s.excludedCompanyIds)}) as id
    ${s.orderId ? sql`union all select company_id from order_nominated_companies where order_id = ${s.orderId}` : sql``}
    union all select id from companies where deleted or deactivated)`;

/** Cells of a tenth of a degree of latitude: the first key after the industry of the place indexes. */
const CELLS_PER_DEGREE = 10;
const cellsOf = (min: number, max: number) => {
  const cells: number[] = [];
  for (let c = Math.floor(min * CELLS_PER_DEGREE); c <= Math.floor(max * CELLS_PER_DEGREE); c++) cells.push(c);
  return cells;
};

/**
 * A box test of the stored latitude and longitude (a superset of the circle; see bandAround): the
 * cells of latitude it spans, each read on the index as one range of longitude.
 */
export const inBand = (
  band: { lat: { min: number; max: number }; lon: { min: number; max: number } | null },
  table: string,
): SQL => {
  const lat = sql.raw(`${table}.latitude`);
  const lon = sql.raw(`${table}.longitude`);
  const parts = [
    sql`floor(${lat} * ${sql.raw(String(CELLS_PER_DEGREE))})::int = any(${intArray(cellsOf(band.lat.min, band.lat.max))})`,
    sql`${lat} between ${band.lat.min}::float8 and ${band.lat.max}::float8`,
  ];
  if (band.lon) parts.push(sql`${lon} between ${band.lon.min}::float8 and ${band.lon.max}::float8`);
  return sql.join(parts, sql` and `);
};
