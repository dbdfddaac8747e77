/** The caller's company's orders of a period, per order × industry (top of the tree), with their offers. */
import { COVERAGE_ROWS_MAX, type ReportPeriod } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { num, numOrNull, publishedOrdersWhere, type Row } from './report-sql.js';

export const ownOrdersSql = (companyId: number, period: ReportPeriod) => sql`
  with o as (
    select o.id, o.province_id, o.publish_at, o.offer_deadline_to, o.visible_to_industry_users_only, o.investment_id
      from orders o
     where o.company_id = ${companyId} and ${publishedOrdersWhere(period)}
     order by o.publish_at desc, o.id desc limit ${COVERAGE_ROWS_MAX}),
  u as (
    select distinct o.*, coalesce(ind.parent_id, ind.id) as top
      from o join order_industries x on x.order_id = o.id join industries ind on ind.id = x.industry_id)
  select u.id, u.province_id, u.top, t.title as industry, p.name as province, i.name as investment_name,
         u.visible_to_industry_users_only as industry_only,
         (u.offer_deadline_to - (u.publish_at at time zone 'Europe/Warsaw')::date) as deadline_days,
         (select count(distinct f.company_id) from offers f join industries fi on fi.id = f.industry_id
           where f.order_id = u.id and coalesce(fi.parent_id, fi.id) = u.top)::int as offers,
         (select count(*) from order_nominated_companies n where n.order_id = u.id and n.invited_at is not null)::int
           as invitations
    from u
    join industries t on t.id = u.top
    join investments i on i.id = u.investment_id
    left join provinces p on p.id = u.province_id
   order by u.publish_at desc, u.id desc, t.sort_order, u.top
   limit ${COVERAGE_ROWS_MAX}`;

export const findOwnOrderUnits = async (db: Database, companyId: number, period: ReportPeriod) => {
  const { rows } = await db.execute<Row>(ownOrdersSql(companyId, period));
  return rows.map((r) => ({
    orderId: num(r.id),
    provinceId: numOrNull(r.province_id),
    industryId: num(r.top),
    investmentName: String(r.investment_name),
    province: r.province === null ? null : String(r.province),
    industry: String(r.industry),
    offers: num(r.offers),
    deadlineDays: numOrNull(r.deadline_days),
    invitationsSent: num(r.invitations),
    visibleToIndustryUsersOnly: r.industry_only === true,
  }));
};
