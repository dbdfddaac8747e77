import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * The threads a user reads: those they take part in, and every thread of the orders they are a
 * contact person of (`unread` is theirs, 0 where they have no participant row). Both halves go
 * through indexes (participants by user, order contacts by user, conversations by order).
 */
const readable = (userId: number) => sql`(
  select p.conversation_id, p.unread_count as unread
    from conversation_participants p where p.user_id = ${userId}
  union
  select c.id, 0 from order_contacts oc join conversations c on c.order_id = oc.order_id
   where oc.user_id = ${userId}
     and not exists (select 1 from conversation_participants p2 where p2.conversation_id = c.id and p2.user_id = ${userId})
)`;

export type InvestmentThreadRow = {
  id: number;
  name: string;
  picture: string | null;
  city: string | null;
  road_end_city: string | null;
  unread: number;
  total: number;
};

/** Investments with threads the user reads, the most recent talk first, one page. */
export const findInvestmentThreads = async (db: DbExecutor, userId: number, page: number, size: number) => {
  const result = await db.execute<InvestmentThreadRow>(sql`
    with r as ${readable(userId)},
    inv as (
      select o.investment_id as id, sum(r.unread)::int as unread, max(c.last_message_at) as last_at
        from r join conversations c on c.id = r.conversation_id
        join orders o on o.id = c.order_id and not o.removed
       group by o.investment_id)
    select i.id, i.name, i.picture_url as picture, l.name as city, le.name as road_end_city, inv.unread,
           count(*) over ()::int as total
      from inv join investments i on i.id = inv.id
      left join locations l on l.id = i.location_id
      left join locations le on le.id = i.road_end_location_id
     order by inv.last_at desc nulls last, i.id desc
     limit ${size} offset ${page * size}`);
  return result.rows;
};

export type OrderThreadRow = {
  id: number;
  status: string;
  publish_at: Date | null;
  offer_deadline_to: string | null;
  industry_ids: number[];
  conversations: number;
  unread: number;
  investment_name: string;
};

/** Orders of one investment with threads the user reads. */
export const findOrderThreads = async (db: DbExecutor, userId: number, investmentId: number) => {
  const result = await db.execute<OrderThreadRow>(sql`
    with r as ${readable(userId)}
    select o.id, o.status, o.publish_at, o.offer_deadline_to::text, o.industry_ids,
           count(*)::int as conversations, sum(r.unread)::int as unread, i.name as investment_name
      from r join conversations c on c.id = r.conversation_id
      join orders o on o.id = c.order_id and not o.removed
      join investments i on i.id = o.investment_id
     where o.investment_id = ${investmentId}
     group by o.id, i.name
     order by max(c.last_message_at) desc nulls last, o.id desc
     limit 200`);
  return result.rows;
};

export type SummaryRow = {
  id: number;
  order_id: number;
  company_id: number;
  company_name: string;
  company_logo: string | null;
  industry_ids: number[];
  last_text: string | null;
  last_at: Date | null;
  unread: number;
  is_candidate: boolean;
  offer_deadline_from: string | null;
  offer_deadline_to: string | null;
  work_deadline_from: string | null;
  work_deadline_to: string | null;
  scope: string | null;
  requester_id: number;
  requester_name: string;
  requester_logo: string | null;
  investment_id: number;
  investment_name: string;
  picture: string | null;
  city: string | null;
  road_end_city: string | null;
};

/**
 * Thread rows with everything their summary shows (company, latest message, the caller's unread,
 * whether the company was invited to the order (its primary key), the order's deadlines, the
 * investment). `allOfOrder` lists every thread of one order (contact
 * persons, staff); otherwise only the threads the user reads.
 */
export const findConversationSummaries = async (
  db: DbExecutor,
  userId: number,
  where: { orderId?: number; allOfOrder?: boolean },
): Promise<SummaryRow[]> => {
  const filters: SQL[] = [sql`true`];
  if (where.orderId) filters.push(sql`c.order_id = ${where.orderId}`);
  const source = where.allOfOrder
    ? sql`conversations c`
    : sql`${readable(userId)} r join conversations c on c.id = r.conversation_id`;
  const result = await db.execute<SummaryRow>(sql`
    select c.id, c.order_id, c.company_id, co.name as company_name, co.logo_url as company_logo, c.industry_ids,
           m.text as last_text, m.created_at as last_at,
           coalesce((select p.unread_count from conversation_participants p
                      where p.conversation_id = c.id and p.user_id = ${userId}), 0)::int as unread,
           exists (select 1 from order_nominated_companies n
                    where n.order_id = c.order_id and n.company_id = c.company_id and n.invited_at is not null) as is_candidate,
           o.offer_deadline_from::text, o.offer_deadline_to::text,
           o.work_deadline_from::text, o.work_deadline_to::text, o.scope,
           o.company_id as requester_id, rc.name as requester_name, rc.logo_url as requester_logo,
           i.id as investment_id, i.name as investment_name, i.picture_url as picture,
           l.name as city, le.name as road_end_city
      from ${source}
      join orders o on o.id = c.order_id
      join companies co on co.id = c.company_id
      join companies rc on rc.id = o.company_id
      join investments i on i.id = o.investment_id
      left join locations l on l.id = i.location_id
      left join locations le on le.id = i.road_end_location_id
      left join conversation_messages m on m.id = c.last_message_id
     where ${sql.join(filters, sql` and `)}
     order by c.last_message_at desc nulls last, c.id desc
     limit 500`);
  return result.rows;
};

/** Names of industries by id (for the declared industries). */
export const findIndustryNames = async (db: DbExecutor, ids: number[]) => {
  if (!ids.length) return new Map<number, string>();
  const result = await db.execute<{ id: number; title: string }>(
    sql`select id, title from industries where id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`}`,
  );
  return new Map(result.rows.map((r) => [Number(r.id), r.title]));
};
