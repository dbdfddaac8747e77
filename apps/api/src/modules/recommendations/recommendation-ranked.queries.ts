import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bandAround, finite, type RecommendationSearch } from './recommendation-search.js';
import { distanceTo, inBand, intArray, matchingWork, placeCte, skippedCte } from './recommendation-works.queries.js';

/** A company's place in the ranking (DESIGN.md "Ranking"): the keys, without what the page shows. */
export type RankedRow = { id: number; near_count: number; nearest_m: number; seat_m: number | null };

/**
 * The seat's distance of the company `id` (a subquery per row: the rows up to the cut are few, and a
 * join made the planner, which cannot tell how few, read every company).
 */
const seatOf = (
  id: SQL,
) => sql`(select case when c.earth_point is null then null else ${distanceTo(sql`c.earth_point`)} end
    from companies c where c.id = ${id})`;

/**
 * Rows ranked up to `offset + limit` by a prefix of the ranking (`keys`, most important first, and
 * `cutTest` saying which rows tie with or pass the cut row): only those rows need the later keys.
 */
const head = (from: string, keys: SQL, cutTest: SQL, last: number) => sql`
  cut as (select * from ${sql.raw(from)} order by ${keys} offset ${last} limit 1),
  head as (select q.* from ${sql.raw(from)} q where not exists (select 1 from cut) or ${cutTest})`;

/**
 * How many investments among a company's matching works: with one industry every participation is
 * another investment (the primary key), so no distinct (a sort of every row) is needed.
 */
const investmentCount = (s: RecommendationSearch) =>
  s.industryIds.length === 1 ? sql`count(*)::int` : sql`count(distinct investment_id)::int`;

/**
 * Works within `metres` of the place, per company: how many investments and the nearest (index-only;
 * `offset 0` keeps the distance's test outside the scan, so that each distance is computed once).
 */
const nearCte = (s: RecommendationSearch, metres: number) => sql`near as (
    select company_id as id, ${investmentCount(s)} as near_count, min(d) as nearest_m
      from (select ic.company_id, ic.investment_id, ${distanceTo(sql`ic.earth_point`)} as d
              from investment_companies ic
             where ${matchingWork(s)} and ${inBand(bandAround(s.latitude, s.longitude, metres), 'ic')}
            offset 0) w
     where d <= ${metres}::float8 and company_id not in (select id from skipped)
     group by company_id)`;

/** Everyone with a matching work qualifies ('cała Polska' on either distance). */
const everyone = (s: RecommendationSearch) =>
  (s.workMetres !== null && !finite(s.workMetres)) || (s.seatMetres !== null && !finite(s.seatMetres));

/**
 * Companies with no matching work near the place that qualify all the same: by 'cała Polska', or by a
 * seat within the seat distance (with at least one matching work anywhere).
 */
const restCte = (s: RecommendationSearch) => {
  if (everyone(s))
    return sql`rest as (
      select ic.company_id as id from investment_companies ic where ${matchingWork(s)} group by ic.company_id
      except select id from near except select id from skipped)`;
  if (!finite(s.seatMetres)) return sql`rest as (select null::int as id where false)`;
  return sql`rest as (
      select c.id from companies c
       where ${inBand(bandAround(s.latitude, s.longitude, s.seatMetres), 'c')}
         and ${distanceTo(sql`c.earth_point`)} <= ${s.seatMetres}::float8
         and c.id not in (select id from near) and c.id not in (select id from skipped)
         and exists (select 1 from investment_companies ic where ic.company_id = c.id and ${matchingWork(s)}))`;
};

/**
 * The near companies' part of a page (works within `metres` of the place, most first) with the size
 * of both parts; the rest (`findRestRanked`) follows it in the ranking.
 */
export const findNearRanked = async (
  db: Database,
  s: RecommendationSearch,
  metres: number,
  offset: number,
  limit: number,
): Promise<{ rows: RankedRow[]; nearTotal: number; restTotal: number }> => {
  // only the seat distance asked: a company with works near the place still needs its seat within it
  const qualified =
    s.workMetres === null && finite(s.seatMetres)
      ? sql`qualified as (select n.* from near n join companies c on c.id = n.id
                           where ${distanceTo(sql`c.earth_point`)} <= ${s.seatMetres}::float8)`
      : sql`qualified as (select * from near)`;
  const result = await db.execute<{ rows: RankedRow[] | null; near_total: number; rest_total: number }>(sql`
    with ${placeCte(s)}, ${skippedCte(s)}, ${nearCte(s, metres)}, ${qualified}, ${restCte(s)},
    ${head(
      'qualified',
      sql`near_count desc, nearest_m`,
      sql`q.near_count > (select near_count from cut)
          or (q.near_count = (select near_count from cut) and q.nearest_m <= (select nearest_m from cut))`,
      offset + limit - 1,
    )},
    page as (
      select h.id, h.near_count, h.nearest_m, ${seatOf(sql`h.id`)} as seat_m
        from head h
       order by h.near_count desc, h.nearest_m, seat_m nulls last, h.id
       offset ${offset} limit ${limit})
    select (select json_agg(p order by p.near_count desc, p.nearest_m, p.seat_m nulls last, p.id) from page p) as rows,
           (select count(*) from qualified)::int as near_total, (select count(*) from rest)::int as rest_total`);
  const row = result.rows[0];
  return { rows: row?.rows ?? [], nearTotal: Number(row?.near_total ?? 0), restTotal: Number(row?.rest_total ?? 0) };
};

/** The rest's part of a page: no matching work near the place; nearest work, then seat, then id. */
export const findRestRanked = async (
  db: Database,
  s: RecommendationSearch,
  metres: number,
  offset: number,
  limit: number,
): Promise<RankedRow[]> => {
  const result = await db.execute<RankedRow>(sql`
    with ${placeCte(s)}, ${skippedCte(s)}, ${nearCte(s, metres)}, ${restCte(s)}
    select r.id, 0 as near_count,
           (select min(${distanceTo(sql`ic.earth_point`)}) from investment_companies ic
             where ic.company_id = r.id and ${matchingWork(s)}) as nearest_m,
           ${seatOf(sql`r.id`)} as seat_m
      from rest r
     order by nearest_m, seat_m nulls last, r.id
     offset ${offset} limit ${limit}`);
  return result.rows;
};

/**
 * 'cała Polska' with no finite distance: every company with matching works, ranked by their number,
 * then the nearest, the seat and the id; distances only for the companies up to the page's cut. Two
 * statements: in one, the planner cannot tell how few rows reach the cut, and its estimate of their
 * distances (hundreds of thousands) made PostgreSQL compile the statement (JIT, 0.5 s under load).
 */
export const findWholeRanked = async (
  db: Database,
  s: RecommendationSearch,
  offset: number,
  limit: number,
): Promise<{ rows: RankedRow[]; total: number }> => {
  const counted = await db.execute<{ ids: number[] | null; counts: number[] | null; total: number }>(sql`
    with ${skippedCte(s)},
    counts as (
      select ic.company_id as id, ${investmentCount(s)} as near_count from investment_companies ic
       where ${matchingWork(s)} and ic.company_id not in (select id from skipped)
       group by ic.company_id),
    ${head('counts', sql`near_count desc`, sql`q.near_count >= (select near_count from cut)`, offset + limit - 1)}
    select (select array_agg(id order by id) from head) as ids,
           (select array_agg(near_count order by id) from head) as counts,
           (select count(*) from counts)::int as total`);
  const { ids, counts, total } = counted.rows[0] ?? { ids: null, counts: null, total: 0 };
  if (!ids?.length || !counts) return { rows: [], total: Number(total) };
  const result = await db.execute<RankedRow>(sql`
    with ${placeCte(s)}
    select h.id, h.near_count,
           (select min(${distanceTo(sql`ic.earth_point`)}) from investment_companies ic
             where ic.company_id = h.id and ${matchingWork(s)}) as nearest_m,
           ${seatOf(sql`h.id`)} as seat_m
      from unnest(${intArray(ids.map(Number))}, ${intArray(counts.map(Number))}) as h(id, near_count)
     order by h.near_count desc, nearest_m, seat_m nulls last, h.id
     offset ${offset} limit ${limit}`);
  return { rows: result.rows, total: Number(total) };
};
