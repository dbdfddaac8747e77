/** The investments summary in SQL: one pass for the groups, and one query each for the median and the lists. */
import { type GroupFigure, type ReportPeriod, SUMMARY_TOP_SIZE } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { monthOfColumn, num, numOrNull, type Row, type ScopeFilter, scopeWhere } from './report-sql.js';
import { findTopCompanies } from './top-companies.queries.js';

/** Counts and values by month, voivodeship, sector and stage, and the total: one scan (grouping sets). */
export const summaryGroupsSql = (scope: ScopeFilter, period: ReportPeriod) => sql`
  with i as (
    select ${monthOfColumn(sql`i.created_at`)} as month, i.province_id, i.sector_id, i.stage_id, i.value_pln
      from investments i
     where ${scopeWhere(scope, period)}),
  g as (
    select month, province_id, sector_id, stage_id,
           grouping(month) as gm, grouping(province_id) as gp, grouping(sector_id) as gs, grouping(stage_id) as gst,
           count(*)::int as count, coalesce(sum(value_pln), 0)::float8 as value
      from i
     group by grouping sets ((month), (province_id), (sector_id), (stage_id), ()))
  select g.*, p.name as province, s.name as sector, st.name as stage
    from g
    left join provinces p on g.gp = 0 and p.id = g.province_id
    left join sectors s on g.gs = 0 and s.id = g.sector_id
    left join investment_stages st on g.gst = 0 and st.id = g.stage_id`;

export const summaryMedianSql = (scope: ScopeFilter, period: ReportPeriod) => sql`
  select percentile_cont(0.5) within group (order by i.value_pln)::float8 as median
    from investments i where ${scopeWhere(scope, period)} and i.value_pln is not null`;

export const summaryLargestSql = (scope: ScopeFilter, period: ReportPeriod) => sql`
  select i.id, i.name, i.value_pln::float8 as value, p.name as province, i.created_at
    from investments i left join provinces p on p.id = i.province_id
   where ${scopeWhere(scope, period)} and i.value_pln is not null
   order by i.value_pln desc, i.id limit ${SUMMARY_TOP_SIZE}`;

const group = (rows: Row[], flag: string, id: string, name: string): GroupFigure[] =>
  rows
    .filter((r) => num(r[flag]) === 0 && r[id] !== null)
    .map((r) => ({ id: num(r[id]), name: String(r[name] ?? ''), count: num(r.count), value: num(r.value) }))
    .sort((a, b) => b.count - a.count || a.id - b.id);

export const findInvestmentsSummary = async (db: Database, scope: ScopeFilter, period: ReportPeriod) => {
  const [groups, median, largest, companies] = await Promise.all([
    db.execute<Row>(summaryGroupsSql(scope, period)),
    db.execute<Row>(summaryMedianSql(scope, period)),
    db.execute<Row>(summaryLargestSql(scope, period)),
    findTopCompanies(db, scope, period),
  ]);
  const rows = groups.rows;
  const total = rows.find((r) => num(r.gm) + num(r.gp) + num(r.gs) + num(r.gst) === 4);
  return {
    total: { count: num(total?.count), value: num(total?.value), median: numOrNull(median.rows[0]?.median) },
    byMonth: new Map(rows.filter((r) => num(r.gm) === 0).map((r) => [String(r.month), r])),
    byProvince: group(rows, 'gp', 'province_id', 'province'),
    bySector: group(rows, 'gs', 'sector_id', 'sector'),
    byStage: group(rows, 'gst', 'stage_id', 'stage'),
    largest: largest.rows.map((r) => ({
      id: num(r.id),
      name: String(r.name),
      value: num(r.value),
      province: r.province === null ? null : String(r.province),
      createdAt: new Date(String(r.created_at)).toISOString(),
    })),
    topCompanies: companies,
  };
};
