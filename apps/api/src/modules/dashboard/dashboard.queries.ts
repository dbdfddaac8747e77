import type { DashboardStatistics } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

const HOUSING_SECTOR = 1;
const NON_HOUSING_SECTOR = 2;
const ENGINEERING_SECTOR = 3;

/** The first moment of a Polish calendar month ('YYYY-MM'). */
const monthStart = (month: string) => sql`((${`${month}-01`})::date::timestamp at time zone 'Europe/Warsaw')`;

type Row = Record<string, string | number>;

/** The three counting queries (exported for the benchmark's EXPLAIN), each reading one table once. */
export const statisticsSql = (month: string) => {
  const from = monthStart(month);
  return {
    investments: sql`
      with i as (
        select sector_id, created_at, updated_at,
               not (archived or coalesce(stage_id, 0) = 16) as active
          from investments)
      select count(*) filter (where active)::int as active,
             count(*) filter (where active and sector_id = ${HOUSING_SECTOR})::int as housing,
             count(*) filter (where active and sector_id = ${NON_HOUSING_SECTOR})::int as non_housing,
             count(*) filter (where active and sector_id = ${ENGINEERING_SECTOR})::int as engineering,
             count(*) filter (where created_at >= ${from})::int as this_month,
             count(*) filter (where created_at < ${from} and updated_at >= ${from})::int as this_month_writes
        from i`,
    orders: sql`
      select count(*) filter (where status = 'RELEASED' or (status = 'PLANNED' and publish_at <= now()))::int as active,
             count(*) filter (where publish_at >= ${from} and publish_at <= now())::int as this_month
        from orders
       where not removed and status in ('RELEASED', 'PLANNED', 'ARCHIVED')`,
    companies: sql`select count(*)::int as non_block from companies where not deleted and not deactivated`,
  };
};

/**
 * The platform-wide counters of the dashboard. An investment is active when neither archived nor
 * abandoned (stage 16, as the company statistics count it); an order when it is published (a planned
 * one whose publication time has passed counts too) and not removed.
 */
export const countDashboardStatistics = async (db: Database, month: string): Promise<DashboardStatistics> => {
  const queries = statisticsSql(month);
  const [investments, orders, companies] = await Promise.all([
    db.execute<Row>(queries.investments),
    db.execute<Row>(queries.orders),
    db.execute<Row>(queries.companies),
  ]);
  const i = investments.rows[0] ?? {};
  const o = orders.rows[0] ?? {};
  const c = companies.rows[0] ?? {};
  return {
    investments: {
      activeInvestments: Number(i.active ?? 0),
      housingInvestments: Number(i.housing ?? 0),
      nonHousingInvestments: Number(i.non_housing ?? 0),
      engineeringInvestments: Number(i.engineering ?? 0),
      thisMonthInvestments: Number(i.this_month ?? 0),
      thisMonthInvestmentWrites: Number(i.this_month_writes ?? 0),
    },
    orders: { activeOrders: Number(o.active ?? 0), thisMonthOrders: Number(o.this_month ?? 0) },
    companies: { nonBlockCompanies: Number(c.non_block ?? 0) },
  };
};
