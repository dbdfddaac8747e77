import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyInvestmentsSql, intArray } from './company-activity.queries.js';

/** Which partners count (spec 2.8): their industries, followed by the user or not, archived or not. */
export type PartnerFilter = {
  companyId: number;
  investmentsWithArchived: boolean;
  industryIds: number[];
  /** true: only companies the user follows; false: only those not followed; null: no filter */
  observed: boolean | null;
  userId: number;
  companiesWithArchived: boolean;
};

export type ConnectionRow = {
  id: number;
  name: string;
  deactivated: boolean;
  shared_count: number;
  shared_value: number;
  total: number;
  industries: { id: number; name: string }[];
  links: LinkRow[] | null;
};

/**
 * The partners' participations in the company's investments (`r`: one row per partner, investment
 * and industry; the investment_companies self-join on the pkey's leading investment_id), then one
 * row per partner and investment (`pairs`), each investment's value counted once per partner.
 */
const partnersCte = (f: PartnerFilter): SQL => sql`
  m as materialized (${companyInvestmentsSql(f.companyId, f.investmentsWithArchived)}),
  r as materialized (
    select p.company_id, p.investment_id, p.industry_id, m.value
      from m join investment_companies p on p.investment_id = m.investment_id
     where p.company_id <> ${f.companyId}
       ${f.industryIds.length ? sql`and p.industry_id = any(${intArray(f.industryIds)})` : sql``}),
  pairs as (select company_id, investment_id, max(value) as value from r group by company_id, investment_id),
  agg as (
    select a.company_id, count(*)::int as shared_count, coalesce(sum(a.value), 0)::float8 as shared_value
      from pairs a group by a.company_id),
  listed as (
    select agg.* from agg
     where agg.company_id not in (
             select h.id from companies h where ${f.companiesWithArchived ? sql`h.deleted` : sql`(h.deleted or h.deactivated)`})
       ${observedSql(f)})`;

/** The user's follows as one small set (company_follows' unique index on user and company). */
const observedSql = (f: PartnerFilter): SQL => {
  if (f.observed === null) return sql``;
  const followed = sql`(select cf.company_id from company_follows cf where cf.user_id = ${f.userId})`;
  return f.observed ? sql`and agg.company_id in ${followed}` : sql`and agg.company_id not in ${followed}`;
};

/**
 * One page of partners, most shared investments first (ties by id: a per-row sort key of the name
 * would cost more than the whole aggregation), with each one's industries in those works. With
 * `withLinks` (a page the graph draws) the first row also carries the links among the listed
 * partners: the company's investments both took part in, from the same scan.
 */
export const connectionsSql = (f: PartnerFilter, page: number, size: number, withLinks = false): SQL => sql`
  with ${partnersCte(f)},
  pg as (
    select l.*, c.name, c.deactivated from (
      select l.company_id as id, l.shared_count, l.shared_value, count(*) over ()::int as total,
             row_number() over (order by l.shared_count desc, l.shared_value desc, l.company_id) as rn
        from listed l
       order by l.shared_count desc, l.shared_value desc, l.company_id
       limit ${size} offset ${page * size}) l
      join companies c on c.id = l.id),
  ind as (
    select x.company_id, json_agg(json_build_object('id', i.id, 'name', i.title) order by i.title) as industries
      from (select distinct r.company_id, r.industry_id from r join pg on pg.id = r.company_id) x
      join industries i on i.id = x.industry_id
     group by x.company_id)
  select pg.id, pg.name, pg.deactivated, pg.shared_count, pg.shared_value, pg.total,
         coalesce(ind.industries, '[]'::json) as industries,
         ${withLinks ? sql`case when pg.rn = ${page * size + 1} then (${linksSql}) end` : sql`null::json`} as links
    from pg left join ind on ind.company_id = pg.id
   order by pg.shared_count desc, pg.shared_value desc, pg.id`;

const linksSql = sql`
  select coalesce(json_agg(json_build_object('source', x.source, 'target', x.target, 'shared_count', x.n)), '[]'::json)
    from (select a.company_id as source, b.company_id as target, count(*)::int as n
            from pairs a join pairs b on b.investment_id = a.investment_id and a.company_id < b.company_id
           where a.company_id in (select id from pg) and b.company_id in (select id from pg)
           group by 1, 2) x`;

export type LinkRow = { source: number; target: number; shared_count: number };

export const findConnections = async (db: Database, f: PartnerFilter, page: number, size: number, withLinks: boolean) =>
  (await db.execute<ConnectionRow>(connectionsSql(f, page, size, withLinks))).rows;

/** The partners' ids the user follows (the flag of each listed row; company_follows' unique index). */
export const findFollowedAmong = async (db: Database, userId: number, companyIds: number[]): Promise<Set<number>> => {
  if (!companyIds.length) return new Set();
  const result = await db.execute<{ company_id: number }>(
    sql`select company_id from company_follows where user_id = ${userId} and company_id = any(${intArray(companyIds)})`,
  );
  return new Set(result.rows.map((r) => Number(r.company_id)));
};
