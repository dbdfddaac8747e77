import {
  type InvestmentSearchFilter,
  ON_HOLD_STAGE_ID,
  SEARCH_WORDS_MAX,
  WHOLE_POLAND_DISTANCE,
} from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { foldedTextMatches } from '../../lib/name-search.js';
import { searchTerms } from '../../lib/polish-lemmas.js';

export type Point = { latitude: number; longitude: number };
/** The filter as the queries take it: the chosen place resolved to its point (null: no such place). */
export type ResolvedSearch = InvestmentSearchFilter & { near: (Point & { km: number }) | null };

const ints = (ids: readonly number[]) => sql`${`{${ids.map(Math.trunc).join(',')}}`}::int[]`;
const texts = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

export const findLocalityPoint = async (db: Database, id: number): Promise<Point | null> => {
  const result = await db.execute<Point>(sql`select latitude, longitude from locations where id = ${id}`);
  const row = result.rows[0];
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
};

/** The point of an investment (alias `i`) as the earth index (investments_earth_idx) holds it. */
export const EARTH = sql`ll_to_earth(i.latitude, i.longitude)`;
export const centreOf = (p: Point) => sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;

/** The radius of the sphere of the earth functions (earthdistance's earth(), metres). */
const EARTH_RADIUS_M = 6_378_168;
const RADIANS = Math.PI / 180;
/** How far the planar bounds below stay from the circle: ~10 times their error up to 1,000 km. */
const SURE_MARGIN = 0.01;

/**
 * The investments within km of a point (spec 5 "Filters": distance from a locality):
 * - the degrees around the point as a range of the latitude/longitude index (a bitmap or index-only
 *   scan: the earth GiST index was read row by row from a poor estimate, 4 times slower for 50 km
 *   around Kraków);
 * - inside that box, the exact great-circle distance (earth_distance) decides only near the circle's
 *   edge. ll_to_earth per row (a cast to the earth domain with its checks) was 97% of a count of
 *   50 km around Kraków (18,700 matches); two planar distances (squared metres) bound it first. With
 *   the cosines of the box's two end latitudes, `longest` is never shorter than the true distance and
 *   `shortest` never longer (up to their ~0.1% error at 1,000 km, inside the 1% margin): a point within
 *   99% of the radius by `longest` is in, one beyond 101% by `shortest` is out, and only the few
 *   between are measured. The same answers, ~8 times faster.
 */
const withinDistance = (near: Point & { km: number }): SQL[] => {
  const metres = near.km * 1000;
  const dLat = near.km / 110.5; // km per degree, rounded down: the box is never smaller than the circle
  const dLng = near.km / (110.5 * Math.max(Math.cos((Math.abs(near.latitude) + dLat) * RADIANS), 0.01));
  const lowest = Math.max(Math.abs(near.latitude) - dLat, 0) * RADIANS;
  const highest = Math.min(Math.abs(near.latitude) + dLat, 90) * RADIANS;
  const perDegree = EARTH_RADIUS_M * RADIANS;
  const planar = (cosine: number) =>
    sql`((i.latitude - ${near.latitude}::float8) * ${perDegree}::float8) ^ 2
      + ((i.longitude - ${near.longitude}::float8) * ${perDegree * cosine}::float8) ^ 2`;
  const longest = planar(Math.cos(lowest));
  const shortest = planar(Math.cos(highest));
  return [
    sql`i.latitude between ${near.latitude - dLat}::float8 and ${near.latitude + dLat}::float8`,
    sql`i.longitude between ${near.longitude - dLng}::float8 and ${near.longitude + dLng}::float8`,
    sql`(${longest} <= ${(metres * (1 - SURE_MARGIN)) ** 2}::float8
      or (${shortest} <= ${(metres * (1 + SURE_MARGIN)) ** 2}::float8
          and earth_distance(${centreOf(near)}, ${EARTH}) <= ${metres}::float8))`,
  ];
};

const stateCondition = (state: 'aktywne' | 'wstrzymane' | 'archiwalne'): SQL => {
  const onHold = sql`i.stage_id is not distinct from ${ON_HOLD_STAGE_ID}::smallint`;
  if (state === 'archiwalne') return sql`i.archived`;
  if (state === 'wstrzymane') return sql`(not i.archived and ${onHold})`;
  return sql`(not i.archived and not ${onHold})`;
};

/** Every condition of the search on `investments i` (spec platform 2.3; places as spec 5 "Filters"). */
export const searchConditions = (f: ResolvedSearch): SQL[] => {
  const c: SQL[] = [];
  // the stored folded name with its lemmas (search_folded), on its own trigram index
  if (f.q) c.push(foldedTextMatches(sql`i.search_folded`, searchTerms(f.q, SEARCH_WORDS_MAX)));
  if (f.near && f.near.km < WHOLE_POLAND_DISTANCE) c.push(...withinDistance(f.near));
  if (f.woj.length) c.push(sql`i.province_id = any(${ints(f.woj)}::smallint[])`);
  if (f.powiaty.length) c.push(sql`i.district_id = any(${ints(f.powiaty)})`);
  if (f.sektory.length)
    c.push(sql`(i.sector_id = any(${ints(f.sektory)}) or i.subsector_id = any(${ints(f.sektory)}))`);
  if (f.etapy.length) c.push(sql`i.stage_id = any(${ints(f.etapy)}::smallint[])`);
  if (f.typy.length) c.push(sql`i.type = any(${texts(f.typy)})`);
  if (f.charakter.length) c.push(sql`i.character = any(${texts(f.charakter)})`);
  if (f.wartoscOd !== null) c.push(sql`i.value_pln >= ${f.wartoscOd}`);
  if (f.wartoscDo !== null) c.push(sql`i.value_pln <= ${f.wartoscDo}`);
  if (f.startOd) c.push(sql`i.start_date >= ${f.startOd}::date`);
  if (f.startDo) c.push(sql`i.start_date < ${f.startDo}::date + 1`);
  if (f.koniecOd) c.push(sql`i.end_date >= ${f.koniecOd}::date`);
  if (f.koniecDo) c.push(sql`i.end_date < ${f.koniecDo}::date + 1`);
  if (f.firma !== null)
    c.push(sql`i.id in (select ic.investment_id from investment_companies ic where ic.company_id = ${f.firma})`);
  if (f.branze.length)
    c.push(
      sql`exists (select 1 from investment_companies ic where ic.investment_id = i.id and ic.industry_id = any(${ints(f.branze)}))`,
    );
  if (f.stan.length && f.stan.length < 3) c.push(sql`(${sql.join(f.stan.map(stateCondition), sql` or `)})`);
  return c;
};

export const whereOf = (f: ResolvedSearch): SQL => {
  const c = searchConditions(f);
  return c.length ? sql.join(c, sql` and `) : sql`true`;
};

/** Conditions beyond the voivodeships, stages and states (and the words, when `words` says so). */
const restOf = (f: ResolvedSearch, words: boolean) =>
  searchConditions({ ...f, q: words ? '' : f.q, woj: [], etapy: [], stan: [] });

/**
 * What the count and value of a search read (`i.investments`, `i.value_pln` under the alias `i`). The
 * database keeps two narrow copies of the investments' rows, whose columns have the investments' names,
 * so the same conditions read them:
 * - a search by voivodeships, stages and states only (the map's and the search's first read): the kept
 *   counts per voivodeship, stage and archive flag (investment_province_counts; 0 for none, which no
 *   condition matches, as none), a few hundred rows;
 * - a word with those: the folded names with those columns (investment_search_names), ~50 to a page
 *   where the investments hold ~10;
 * - anything else: the investments themselves.
 */
export const countedRowsOf = (f: ResolvedSearch): SQL => {
  if (restOf(f, false).length === 0)
    return sql`(select province_id, investments, value_pln from investment_province_counts i where ${whereOf(f)}) i`;
  if (restOf(f, true).length === 0)
    return sql`(select province_id, 1 as investments, value_pln from investment_search_names i where ${whereOf(f)}) i`;
  return sql`(select province_id, 1 as investments, value_pln from investments i where ${whereOf(f)}) i`;
};

/** Every powiat, for the search's powiat filter (about 380 rows; the districts' province index). */
export const findDistricts = async (db: Database) => {
  const result = await db.execute<{ id: number; name: string; province_id: number }>(
    sql`select id, name, province_id from districts order by province_id, name collate "C"`,
  );
  return result.rows.map((r) => ({ id: Number(r.id), name: r.name, provinceId: Number(r.province_id) }));
};
