/** The comparator in SQL: each scope's months, counts, values and medians; the competition cells. */
import type { ReportPeriod } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  intArray,
  monthOfColumn,
  monthStart,
  num,
  numOrNull,
  periodEnd,
  type Row,
  type ScopeFilter,
  scopeWhere,
} from './report-sql.js';

export type ScopeFigures = { count: number; value: number; median: number | null };

/** A scope over a period: per month (count, value) and the period's total with the median value. */
export const scopeSeriesSql = (scope: Partial<ScopeFilter>, period: ReportPeriod) => sql`
  select ${monthOfColumn(sql`i.created_at`)} as month, count(*)::int as count,
         coalesce(sum(i.value_pln), 0)::float8 as value,
         grouping(${monthOfColumn(sql`i.created_at`)}) as total,
         percentile_cont(0.5) within group (order by i.value_pln)::float8 as median
    from investments i
   where ${scopeWhere(scope, period)}
   group by grouping sets ((${monthOfColumn(sql`i.created_at`)}), ())`;

export const findScopeSeries = async (db: Database, scope: Partial<ScopeFilter>, period: ReportPeriod) => {
  const { rows } = await db.execute<Row>(scopeSeriesSql(scope, period));
  const total = rows.find((r) => num(r.total) === 1);
  return {
    months: new Map(rows.filter((r) => num(r.total) === 0).map((r) => [String(r.month), r])),
    total: { count: num(total?.count), value: num(total?.value), median: numOrNull(total?.median) } as ScopeFigures,
  };
};

/** The first day of a period's month as a date (the key of the kept counts). */
const monthDate = (month: string) => sql`(${`${month}-01`})::date`;

/**
 * The competition per voivodeship × industry (top of the industries tree), from the units the
 * database keeps (db/schema/reports.ts). The unit is an order in one industry: its offers are the
 * companies that offered in that industry, its decision the first choice of an offer there.
 * Single-offer share: of the units that got an offer, those with one. The offers' median is exact,
 * read from the histogram of offers per unit (the same value percentile_cont gives: the middle one,
 * or the mean of the two middle ones); the kept counts hold every publication month, so the planned
 * orders of the period whose time has not come yet are taken out at read time (a few, by index).
 */
export const competitionSql = (period: ReportPeriod) => sql`
  with h as (
    select province_id, top_industry_id, offers, sum(units)::int as n
      from (select province_id, top_industry_id, offers, units from report_competition_counts
             where month >= ${monthDate(period.from)} and month <= ${monthDate(period.to)}
            union all
            select province_id, top_industry_id, offers, -1 from report_order_units
             where publish_at > now() and publish_at >= ${monthStart(period.from)} and publish_at < ${periodEnd(period)}) c
     group by 1, 2, 3 having sum(units) > 0),
  r as (
    select h.*, sum(n) over (partition by province_id, top_industry_id order by offers) as below,
           sum(n) over (partition by province_id, top_industry_id) as total
      from h),
  cells as (
    select province_id, top_industry_id, max(total)::int as orders,
           ((min(offers) filter (where below >= (total - 1) / 2 + 1)
             + min(offers) filter (where below >= total / 2 + 1)) / 2.0)::float8 as median_offers,
           (sum(n) filter (where offers = 1))::float8 / nullif(sum(n) filter (where offers > 0), 0) as single_share
      from r group by 1, 2),
  d as (
    select province_id, top_industry_id,
           percentile_cont(0.5) within group (order by extract(epoch from decided_at - publish_at) / 86400.0)::float8
             as median_days
      from report_order_units
     where decided_at is not null and publish_at >= ${monthStart(period.from)} and publish_at < ${periodEnd(period)}
       and publish_at <= now()
     group by 1, 2)
  select c.province_id, c.top_industry_id as industry_id, c.orders, c.median_offers,
         c.single_share, d.median_days
    from cells c left join d using (province_id, top_industry_id)`;

/**
 * The median days given for offers in the given cells (the client coverage's comparable orders): a
 * few cells, each one range of the units' index.
 */
export const deadlineMediansSql = (cells: { provinceId: number; industryId: number }[], period: ReportPeriod) => sql`
  select u.province_id, u.top_industry_id as industry_id,
         percentile_cont(0.5) within group (order by u.deadline_days)::float8 as median_deadline_days
    from report_order_units u
    join unnest(${intArray(cells.map((c) => c.provinceId))}, ${intArray(cells.map((c) => c.industryId))}) as k(p, t)
      on u.province_id = k.p and u.top_industry_id = k.t
   where u.publish_at >= ${monthStart(period.from)} and u.publish_at < ${periodEnd(period)} and u.publish_at <= now()
   group by 1, 2`;

export type CompetitionRow = {
  provinceId: number;
  industryId: number;
  orders: number;
  medianOffers: number | null;
  singleOfferShare: number | null;
  medianDaysToDecision: number | null;
};

export const findCompetition = async (db: Database, period: ReportPeriod): Promise<CompetitionRow[]> => {
  const { rows } = await db.execute<Row>(competitionSql(period));
  return rows.map((r) => ({
    provinceId: num(r.province_id),
    industryId: num(r.industry_id),
    orders: num(r.orders),
    medianOffers: numOrNull(r.median_offers),
    singleOfferShare: numOrNull(r.single_share),
    medianDaysToDecision: numOrNull(r.median_days),
  }));
};

/** The comparable orders' median days given for offers, per 'provinceId:industryId' of the given cells. */
export const findDeadlineMedians = async (
  db: Database,
  cells: { provinceId: number; industryId: number }[],
  period: ReportPeriod,
): Promise<Map<string, number | null>> => {
  if (cells.length === 0) return new Map();
  const { rows } = await db.execute<Row>(deadlineMediansSql(cells, period));
  return new Map(rows.map((r) => [`${num(r.province_id)}:${num(r.industry_id)}`, numOrNull(r.median_deadline_days)]));
};

/** The names the answers show: voivodeships, the tops of the industries tree, sectors. */
export const findReportNames = async (db: Database) => {
  const [provinces, industries, sectors] = await Promise.all([
    db.execute<Row>(sql`select id, name from provinces order by id`),
    db.execute<Row>(sql`select id, title as name from industries where parent_id is null order by sort_order, id`),
    db.execute<Row>(sql`select id, name from sectors order by sort_order, id`),
  ]);
  const named = (rows: Row[]) => rows.map((r) => ({ id: num(r.id), name: String(r.name) }));
  return { provinces: named(provinces.rows), industries: named(industries.rows), sectors: named(sectors.rows) };
};
