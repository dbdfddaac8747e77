import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** An investment is archived when archived or abandoned (stage 16), as on the company card. */
export const ARCHIVED = sql`(i.archived or coalesce(i.stage_id, 0) = 16)`;
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export type GroupRow = { kind: string; id: number | null; name: string | null; count: number; value: number };

/**
 * The company's distinct investments (`investment_id`, `value`), archived ones only when asked
 * (spec 2.8 investmentsWithArchived). Reads investment_companies_company_works_idx and the pkey.
 */
export const companyInvestmentsSql = (companyId: number, withArchived: boolean): SQL => sql`
  select ic.investment_id, max(i.value_pln)::float8 as value
    from investment_companies ic join investments i on i.id = ic.investment_id
   where ic.company_id = ${companyId} ${withArchived ? sql`` : sql`and not ${ARCHIVED}`}
   group by ic.investment_id`;

/**
 * The company's works grouped in one statement: by the industries of its own participations, and
 * (grouping sets over its distinct investments) by sector, voivodeship and year of the start of works.
 */
export const worksSql = (companyId: number, withArchived: boolean): SQL => sql`
  with w as materialized (
    select i.id, i.value_pln, i.sector_id, i.province_id,
           extract(year from coalesce(i.start_date, i.created_at))::int as year
      from (select distinct ic.investment_id from investment_companies ic where ic.company_id = ${companyId}) m
      -- one lookup by the pkey per investment (a hash join would read the whole table)
      cross join lateral (select * from investments i where i.id = m.investment_id offset 0) i
     ${withArchived ? sql`` : sql`where not ${ARCHIVED}`}),
  g as (
    select case when grouping(w.sector_id) = 0 then 'sector' when grouping(w.province_id) = 0 then 'province'
                when grouping(w.year) = 0 then 'year' else 'total' end as kind,
           coalesce(w.sector_id, w.province_id, w.year) as id,
           count(*)::int as count, coalesce(sum(w.value_pln), 0)::float8 as value
      from w group by grouping sets ((w.sector_id), (w.province_id), (w.year), ()))
  select g.kind, g.id, coalesce(s.name, p.name, g.id::text) as name, g.count, g.value
    from g
    left join sectors s on g.kind = 'sector' and s.id = g.id
    left join provinces p on g.kind = 'province' and p.id = g.id
  union all
  select 'industry', ic.industry_id, ind.title, count(*)::int, coalesce(sum(w.value_pln), 0)::float8
    from investment_companies ic
    join w on w.id = ic.investment_id
    join industries ind on ind.id = ic.industry_id
   where ic.company_id = ${companyId}
   group by ic.industry_id, ind.title`;

export const findWorks = async (db: Database, companyId: number, withArchived: boolean): Promise<GroupRow[]> =>
  (await db.execute<GroupRow>(worksSql(companyId, withArchived))).rows;

export type ActivityCompanyRow = { id: number; name: string; deleted: boolean; deactivated: boolean };

export const findActivityCompany = async (db: Database, companyId: number): Promise<ActivityCompanyRow | null> => {
  const result = await db.execute<ActivityCompanyRow>(
    sql`select id, name, deleted, deactivated from companies where id = ${companyId}`,
  );
  return result.rows[0] ?? null;
};
