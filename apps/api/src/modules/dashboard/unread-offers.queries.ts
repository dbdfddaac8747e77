import type { OrderWithUnreadOffers } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

type Row = {
  order_id: number;
  investment_id: number;
  investment_name: string;
  offer_deadline_to: string | null;
  unread_companies: number;
  latest_offer_at: string | Date;
  total: number;
};

/** Whose orders: the company's when the user has one, else those the user created (as `/orders/me`). */
export type OrderOwner = { companyId: number } | { createdBy: number };

/**
 * Orders of the owner (not removed, not drafts) with offers that are neither read nor rejected,
 * newest unread offer first, one row per order, paginated in SQL. Reads the owner's orders by
 * orders_company_idx, then their offers by offers_order_industry_idx.
 */
export const findOrdersWithUnreadOffers = async (
  db: Database,
  owner: OrderOwner,
  q: { page: number; size: number },
): Promise<{ rows: OrderWithUnreadOffers[]; total: number }> => {
  const ownerSql =
    'companyId' in owner ? sql`o.company_id = ${owner.companyId}` : sql`o.created_by_user_id = ${owner.createdBy}`;
  const result = await db.execute<Row>(sql`
    with unread as (
      select f.order_id, count(distinct f.company_id)::int as unread_companies, max(f.created_at) as latest_offer_at
        from orders o
        join offers f on f.order_id = o.id and f.read_at is null and f.rejected_at is null
       where ${ownerSql} and not o.removed and o.status <> 'DRAFT'
       group by f.order_id)
    select u.order_id, i.id as investment_id, i.name as investment_name, o.offer_deadline_to::text as offer_deadline_to,
           u.unread_companies, u.latest_offer_at, count(*) over ()::int as total
      from unread u
      join orders o on o.id = u.order_id
      join investments i on i.id = o.investment_id
     order by u.latest_offer_at desc, u.order_id desc
     limit ${q.size} offset ${q.page * q.size}`);
  return {
    rows: result.rows.map((r) => ({
      orderId: Number(r.order_id),
      investment: { id: Number(r.investment_id), name: r.investment_name },
      offerDeadlineTo: r.offer_deadline_to,
      unreadCompanies: Number(r.unread_companies),
      latestOfferAt: new Date(r.latest_offer_at).toISOString(),
    })),
    total: result.rows[0] ? Number(result.rows[0].total) : 0,
  };
};
