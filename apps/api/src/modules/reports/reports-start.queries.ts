/** The live figures of /start, each one aggregate in SQL. */
import type { ReportPeriod } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { monthStart, num, numOrNull, publishedOrdersWhere, type Row, scopeWhere } from './report-sql.js';

export const startInvestmentsSql = (period: ReportPeriod) => sql`
  select count(*)::int as count, coalesce(sum(i.value_pln), 0)::float8 as value
    from investments i where ${scopeWhere({}, period)}`;

/** Orders published in the period (one index-only count of the kept status and publication index). */
export const startOrdersSql = (period: ReportPeriod) => sql`
  select count(*)::int as published from orders o where ${publishedOrdersWhere(period)}`;

/**
 * Of the period's published orders that got an offer, the share with exactly one offering company:
 * from the offers, each joined to its order by key (driving from the orders read the 470,000 of a year).
 */
export const startSingleOfferSql = (period: ReportPeriod) => sql`
  select (count(*) filter (where f.n = 1))::float8 / nullif(count(*), 0) as single_share
    from (select f.order_id, count(distinct f.company_id) as n
            from offers f join orders o on o.id = f.order_id
           where ${publishedOrdersWhere(period)} group by f.order_id) f`;

/**
 * Companies taking part in the period's investments (the company-activity report's subjects). /start's
 * period ends with the current month, so these are the companies whose latest investment not archived
 * came in it or later: one read of the kept companies (db/schema/reports.ts) instead of joining the
 * year's 130,000 investments with their 600,000 participations (0.6-1 s).
 */
export const startCompaniesSql = (period: ReportPeriod) => sql`
  select count(*)::int as count from report_company_investments r
   where r.last_investment_at >= ${monthStart(period.from)}`;

export const findStartFigures = async (db: Database, period: ReportPeriod) => {
  const [investments, orders, singleOffer, companies] = await Promise.all([
    db.execute<Row>(startInvestmentsSql(period)),
    db.execute<Row>(startOrdersSql(period)),
    db.execute<Row>(startSingleOfferSql(period)),
    db.execute<Row>(startCompaniesSql(period)),
  ]);
  return {
    investments: { count: num(investments.rows[0]?.count), value: num(investments.rows[0]?.value) },
    orders: {
      published: num(orders.rows[0]?.published),
      singleOfferShare: numOrNull(singleOffer.rows[0]?.single_share),
    },
    activeCompanies: num(companies.rows[0]?.count),
  };
};

export const countMyOrders = async (db: Database, companyId: number, period: ReportPeriod): Promise<number> => {
  const { rows } = await db.execute<Row>(
    sql`select count(*)::int as count from orders o where o.company_id = ${companyId} and ${publishedOrdersWhere(period)}`,
  );
  return num(rows[0]?.count);
};
