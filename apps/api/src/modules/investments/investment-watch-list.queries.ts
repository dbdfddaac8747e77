import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

export type WatchedRow = {
  investment_id: number;
  name: string;
  city: string | null;
  stage_id: number | null;
  stage_name: string | null;
  value_pln: string | number | null;
  note: string | null;
  created_at: string | Date;
  stage_changes: number;
  new_participants: number;
  new_orders: number;
  total: number;
};

/**
 * The user's watched investments, the latest followed first, a page at a time in SQL, each with
 * what happened since the follow's `seen_at`: stage changes recorded (investment_stage_changes_investment_idx),
 * companies that joined (the change log, investment_changes_investment_idx) and orders published for
 * every logged-in user (orders_investment_idx). The counts run for the page's rows only.
 */
export const findWatchedInvestments = async (
  db: DbExecutor,
  userId: number,
  q: { page: number; size: number },
): Promise<WatchedRow[]> => {
  const result = await db.execute<WatchedRow>(sql`
    with page as (
      select f.investment_id, f.note, f.created_at, f.seen_at, count(*) over ()::int as total
        from investment_follows f
       where f.user_id = ${userId}
       order by f.created_at desc, f.id desc
       limit ${q.size} offset ${q.page * q.size})
    select p.investment_id, i.name, l.name as city, st.id as stage_id, st.name as stage_name, i.value_pln,
           p.note, p.created_at, p.total,
           (select count(*)::int from investment_stage_changes sc
             where sc.investment_id = p.investment_id and sc.created_at > p.seen_at) as stage_changes,
           (select count(*)::int from investment_changes c
             where c.investment_id = p.investment_id and c.kind = 'PARTICIPANT_ADDED'
               and c.created_at > p.seen_at) as new_participants,
           (select count(*)::int from orders o
             where o.investment_id = p.investment_id and o.status = 'RELEASED' and not o.removed
               and not o.visible_to_industry_users_only and coalesce(o.publish_at, o.created_at) > p.seen_at) as new_orders
      from page p
      join investments i on i.id = p.investment_id
      left join locations l on l.id = i.location_id
      left join investment_stages st on st.id = i.stage_id
     order by p.created_at desc, p.investment_id desc`);
  return result.rows;
};
