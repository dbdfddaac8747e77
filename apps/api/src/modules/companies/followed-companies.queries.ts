import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyFollows } from '../../db/schema.js';

export type FollowedCompanyRow = {
  id: number;
  company_id: number;
  name: string;
  city: string | null;
  note: string | null;
  notify_took_part_in_new_investment: boolean;
  notify_investment_updated: boolean;
  created_at: string | Date;
  new_investments: number;
  new_orders: number;
  offer_updated: boolean;
  total: number;
};

/**
 * The user's followed companies (not deleted), by name in Polish order, a page at a time in SQL, each
 * with what it did since the follow's `seen_at`: investments it joined (added since; through
 * investment_companies_company_idx), orders it published for every logged-in user (orders_company_idx),
 * and whether its published offer changed. The counts run for the page's rows only.
 */
export const findFollowedCompanies = async (
  db: Database,
  userId: number,
  q: { page: number; size: number },
): Promise<FollowedCompanyRow[]> => {
  const result = await db.execute<FollowedCompanyRow>(sql`
    with page as (
      select f.id, f.company_id, c.name, c.city, f.note, f.notify_took_part_in_new_investment,
             f.notify_investment_updated, f.created_at, f.seen_at, count(*) over ()::int as total
        from company_follows f
        join companies c on c.id = f.company_id and not c.deleted
       where f.user_id = ${userId}
       order by polish_sort_key(c.name) collate "C", c.id
       limit ${q.size} offset ${q.page * q.size})
    select p.*,
           (select count(*)::int from investment_companies ic
              join investments i on i.id = ic.investment_id
             where ic.company_id = p.company_id and i.created_at > p.seen_at) as new_investments,
           (select count(*)::int from orders o
             where o.company_id = p.company_id and o.status = 'RELEASED' and not o.removed
               and not o.visible_to_industry_users_only and coalesce(o.publish_at, o.created_at) > p.seen_at) as new_orders,
           exists (select 1 from company_offers co
                    where co.company_id = p.company_id and co.version = 'PUBLISHED'
                      and co.updated_at > p.seen_at) as offer_updated
      from page p
     order by polish_sort_key(p.name) collate "C", p.company_id`);
  return result.rows;
};

/** The user opened the list: what changed is counted from now on. */
export const markFollowsSeen = (db: Database, userId: number) =>
  db.update(companyFollows).set({ seenAt: new Date() }).where(eq(companyFollows.userId, userId));
