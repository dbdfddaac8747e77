import type { InvestmentSearchSort } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { centreOf, countedRowsOf, EARTH, type ResolvedSearch, whereOf } from './investment-search-filter.queries.js';

export type SearchRow = {
  id: number;
  name: string;
  place: string | null;
  province: string | null;
  value_pln: string | number | null;
  stage_id: number | null;
  stage_name: string | null;
  type: string;
  archived: boolean;
  start_date: string | null;
  end_date: string | null;
  participants: number;
  distance_m: number | null;
  updated_at: Date | string;
};

/**
 * The sorts of the search; each ends on the id, so a page is the same on every read. Each is spelt as
 * its index holds it (investments_updated_idx, investments_value_desc_idx, ...: desc nulls last, the id
 * too, though never null): written plainly (desc = nulls first), the index could not give the order,
 * and a page sorted every match (a word's 25,000: 18,000 pages read) instead of stopping at its 20th
 * row (~300 rows).
 */
export const searchOrderBy = (sort: InvestmentSearchSort, f: ResolvedSearch): SQL => {
  switch (sort) {
    case 'wartosc-malejaco':
      return sql`i.value_pln desc nulls last, i.id desc nulls last`;
    case 'wartosc-rosnaco':
      return sql`i.value_pln asc nulls last, i.id`;
    case 'start-rosnaco':
      return sql`i.start_date asc nulls last, i.id`;
    case 'start-malejaco':
      return sql`i.start_date desc nulls last, i.id desc nulls last`;
    case 'koniec-rosnaco':
      return sql`i.end_date asc nulls last, i.id`;
    case 'koniec-malejaco':
      return sql`i.end_date desc nulls last, i.id desc nulls last`;
    case 'odleglosc':
      if (f.near) return sql`earth_distance(${centreOf(f.near)}, ${EARTH}), i.id`;
      return sql`i.updated_at desc nulls last, i.id desc nulls last`;
    default:
      return sql`i.updated_at desc nulls last, i.id desc nulls last`;
  }
};

/**
 * One page of matches: the page's ids first (the sort's index, read until the page is full), then the
 * rows' names, places and participants for those ids only. The count and value of all the matches are
 * a query of their own (findSearchTotals), run beside it: summed in the same scan, the page had to
 * visit every match before its first row (a word's 25,000 matches: 77 ms instead of a few).
 */
export const findSearchPage = async (
  db: Database,
  f: ResolvedSearch,
  sort: InvestmentSearchSort,
  page: { offset: number; limit: number },
): Promise<SearchRow[]> => {
  const distance = f.near ? sql`earth_distance(${centreOf(f.near)}, ${EARTH})` : sql`null::float8`;
  const result = await db.execute<SearchRow>(sql`
    with hit as materialized (
      select i.id, ${distance} as distance_m
        from investments i
       where ${whereOf(f)} order by ${searchOrderBy(sort, f)} limit ${page.limit} offset ${page.offset})
    select i.id, i.name, l.name as place, p.name as province, i.value_pln, st.id as stage_id, st.name as stage_name,
           i.type, i.archived, i.start_date, i.end_date, h.distance_m, i.updated_at,
           (select count(distinct ic.company_id)::int from investment_companies ic where ic.investment_id = i.id)
             as participants
      from hit h join investments i on i.id = h.id
      left join locations l on l.id = i.location_id
      left join provinces p on p.id = i.province_id
      left join investment_stages st on st.id = i.stage_id
     order by ${searchOrderBy(sort, f)}`);
  return result.rows;
};

export type SearchTotals = { count: number; valuePln: number };

/**
 * The count and the total value of every match (the free plan sees only these; spec platform 2.3,
 * companies document 1 and 6), exact: from the kept counts when the filter is theirs, else summed over
 * the matches on the covering indexes where the filter has one.
 */
export const findSearchTotals = async (db: Database, f: ResolvedSearch): Promise<SearchTotals> => {
  const result = await db.execute<{ n: number; value: string | null }>(sql`
    select coalesce(sum(i.investments), 0)::int as n, coalesce(sum(i.value_pln), 0)::text as value
      from ${countedRowsOf(f)}`);
  const row = result.rows[0];
  return { count: Number(row?.n ?? 0), valuePln: Number(row?.value ?? 0) };
};
