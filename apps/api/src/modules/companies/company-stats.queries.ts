import type { InvestmentSummary, Stat, StatSortField } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { polishOrder } from '../../lib/polish-order.js';

export type StatsSort = { sort: StatSortField; direction: 'ASC' | 'DESC' };

/** Columns of the grouped result by sort field (a whitelist: never user text in SQL). */
const ORDER: Record<StatSortField, string> = {
  NAME: 'polish_sort_key(name) collate "C"',
  AMOUNT: 'count',
  VALUE: 'value',
  AVG_VALUE: 'avg_value',
};

/** An investment is "archived and abandoned" when archived or at stage 16 (Inwestycja zarzucona). */
export const ARCHIVED_SQL = sql`(i.archived or coalesce(i.stage_id, 0) = 16)`;

/**
 * The company's distinct investments (`i`), filtered: one row per investment even when the company
 * works in it under several industries. Uses investment_companies_company_idx and the investments pkey.
 */
const companyInvestments = (companyId: number, filter: SQL | undefined) => sql`
  (select i.* from investments i
    where i.id in (select ic.investment_id from investment_companies ic where ic.company_id = ${companyId})
    ${filter ? sql`and ${filter}` : sql``}) i`;

type StatRow = {
  id: number | null;
  name: string | null;
  count: number;
  value: number;
  avg_value: number;
  total_count?: number;
  total_value?: number;
};

const toStat = (row: StatRow, label: (row: StatRow) => string): Stat => ({
  id: row.id === null ? null : Number(row.id),
  name: row.name ?? '',
  label: label(row),
  count: Number(row.count),
  value: Number(row.value),
  avgValue: Number(row.avg_value),
});

export type GroupOptions = { groupId: SQL; groupName: SQL; join?: SQL; filter?: SQL; sort: StatsSort };

/** The SQL of one grouped statistic (exported for the benchmark's EXPLAIN). */
export const groupedStatsSql = (companyId: number, options: GroupOptions): SQL => {
  const direction = options.sort.direction === 'ASC' ? 'asc' : 'desc';
  return sql`
    select g.id, g.name, g.count, g.value,
           case when g.count > 0 then round(g.value / g.count) else 0 end::float8 as avg_value,
           (sum(g.count) over ())::int as total_count, (sum(g.value) over ())::float8 as total_value
      from (select ${options.groupId} as id, ${options.groupName} as name, count(*)::int as count,
                   coalesce(sum(i.value_pln), 0)::float8 as value
              from ${companyInvestments(companyId, options.filter)}
              ${options.join ?? sql``}
             group by 1, 2) g
     order by ${sql.raw(ORDER[options.sort.sort])} ${sql.raw(direction)}, ${polishOrder(sql`g.name`)}`;
};

/**
 * Groups the company's investments by `groupId` (with `groupName`) in SQL: count, value sum and average
 * per group, sorted by the whitelisted sort field, with the totals of all groups in the same query.
 */
export const groupedStats = async (
  db: Database,
  companyId: number,
  options: GroupOptions,
  label: (row: StatRow) => string = (row) => row.name ?? '',
): Promise<{ stats: Stat[]; totalCount: number; totalValue: number }> => {
  const result = await db.execute<StatRow>(groupedStatsSql(companyId, options));
  const first = result.rows[0];
  return {
    stats: result.rows.map((row) => toStat(row, label)),
    // Every investment falls in exactly one group, so the totals are the sums over the groups.
    totalCount: Number(first?.total_count ?? 0),
    totalValue: Number(first?.total_value ?? 0),
  };
};

/** Count and value of the company's distinct investments (optionally filtered). */
export const investmentSummary = async (db: Database, companyId: number, filter?: SQL): Promise<InvestmentSummary> => {
  const result = await db.execute<{ count: number; value: number }>(sql`
    select count(*)::int as count, coalesce(sum(i.value_pln), 0)::float8 as value
      from ${companyInvestments(companyId, filter)}`);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), value: Number(row?.value ?? 0) };
};

/**
 * Per industry of the company's works (each (company, industry, investment) is one row of
 * investment_companies), with the distinct investments' totals computed from the same scan.
 */
export const industryStatsSql = (companyId: number, sort: StatsSort): SQL => {
  const direction = sort.direction === 'ASC' ? 'asc' : 'desc';
  return sql`
    with w as materialized (
      select ic.industry_id, ic.investment_id, i.value_pln
        from investment_companies ic join investments i on i.id = ic.investment_id
       where ic.company_id = ${companyId}),
    t as (
      select count(*)::int as total_count, coalesce(sum(v), 0)::float8 as total_value
        from (select max(w.value_pln) as v from w group by w.investment_id) d)
    select g.id, g.name, g.count, g.value,
           case when g.count > 0 then round(g.value / g.count) else 0 end::float8 as avg_value,
           t.total_count, t.total_value
      from (select w.industry_id as id, ind.title as name, count(*)::int as count,
                   coalesce(sum(w.value_pln), 0)::float8 as value
              from w join industries ind on ind.id = w.industry_id
             group by 1, 2) g
     cross join t
     order by ${sql.raw(ORDER[sort.sort])} ${sql.raw(direction)}, ${polishOrder(sql`g.name`)}`;
};

export const industryStats = async (db: Database, companyId: number, sort: StatsSort) => {
  const result = await db.execute<StatRow>(industryStatsSql(companyId, sort));
  const first = result.rows[0];
  return {
    stats: result.rows.map((row) => toStat(row, (r) => r.name ?? '')),
    totalCount: Number(first?.total_count ?? 0),
    totalValue: Number(first?.total_value ?? 0),
  };
};

export const hasIndustryStatistics = async (db: Database, companyId: number): Promise<boolean> => {
  const result = await db.execute(sql`select 1 from investment_companies where company_id = ${companyId} limit 1`);
  return result.rows.length > 0;
};
