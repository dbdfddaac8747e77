/**
 * The most active companies of an investments scope (the summary's list): exact, counted for a few
 * candidates when that is enough. Each company's count of investments of any period and state is kept
 * by the database (report_company_investments): it bounds the company's count in any scope. The
 * candidates are the companies with the highest bounds; once the last listed company's count exceeds
 * the bound of the first company left out, no company left out can enter the list (ties included), so
 * the list is the one counting every participation gives. A narrow scope (a place, a sector, ...), where
 * the bounds say little, or a wide one they do not decide, counts every participation of the scope.
 */
import { type ReportPeriod, SUMMARY_TOP_SIZE } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { num, type Row, type ScopeFilter, scopeWhere } from './report-sql.js';

/** How many candidates are counted before counting the whole scope. */
export const TOP_COMPANY_CANDIDATES = 200;

export type TopCompany = { id: number; name: string; count: number; value: number };

/** Companies by the number of the scope's investments they take part in (deleted ones left out). */
export const summaryCompaniesSql = (scope: ScopeFilter, period: ReportPeriod, candidates: number | null = null) => sql`
  with k as (
    select r.company_id, r.investments as bound
      from report_company_investments r join companies c on c.id = r.company_id and not c.deleted
     order by r.investments desc, r.company_id limit ${candidates === null ? null : candidates + 1}),
  t as (
    select ic.company_id, count(distinct ic.investment_id)::int as count,
           coalesce(sum(ic.value_pln), 0)::float8 as value
      from investments i join investment_companies ic on ic.investment_id = i.id
     where ${scopeWhere(scope, period)}
       ${candidates === null ? sql`` : sql`and ic.company_id in (select company_id from k order by bound desc, company_id limit ${candidates})`}
     group by ic.company_id)
  select c.id, c.name, t.count, t.value,
         ${candidates === null ? sql`null::int as left_out_bound` : sql`(select case when count(*) > ${candidates} then min(bound) end from k)::int as left_out_bound`}
    from t join companies c on c.id = t.company_id and not c.deleted
   order by t.count desc, t.value desc, c.id limit ${SUMMARY_TOP_SIZE}`;

const present = (rows: Row[]): TopCompany[] =>
  rows.map((r) => ({ id: num(r.id), name: String(r.name), count: num(r.count), value: num(r.value) }));

/**
 * The candidates' list holds when every company was a candidate (no bound left out) or the last listed
 * count is above the highest bound left out; a short list with companies left out does not hold.
 */
export const candidatesDecide = (rows: TopCompany[], leftOutBound: number | null): boolean =>
  leftOutBound === null || (rows.length === SUMMARY_TOP_SIZE && (rows.at(-1)?.count ?? 0) > leftOutBound);

/** A scope of every place, sector, stage, type, character and value: where the bounds are close. */
const isWide = (s: ScopeFilter) =>
  !s.provinceIds?.length &&
  !s.districtIds?.length &&
  !s.sectorIds?.length &&
  !s.stageIds?.length &&
  !s.characters?.length &&
  (s.type ?? 'ALL') === 'ALL' &&
  (s.valueBand ?? 'ALL') === 'ALL';

export const findTopCompanies = async (db: Database, scope: ScopeFilter, period: ReportPeriod) => {
  if (!isWide(scope)) return present((await db.execute<Row>(summaryCompaniesSql(scope, period))).rows);
  const { rows } = await db.execute<Row>(summaryCompaniesSql(scope, period, TOP_COMPANY_CANDIDATES));
  const leftOut = rows[0]?.left_out_bound;
  const top = present(rows);
  if (rows.length > 0 && candidatesDecide(top, leftOut === null || leftOut === undefined ? null : num(leftOut)))
    return top;
  return present((await db.execute<Row>(summaryCompaniesSql(scope, period))).rows);
};
