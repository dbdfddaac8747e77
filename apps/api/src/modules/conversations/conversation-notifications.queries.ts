import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

export type DueRecipient = {
  user_id: number;
  email: string;
  company_id: number | null;
  unread_count: number;
  from_id: number;
  last_message_id: number;
  /** the oldest message not read nor announced is old enough */
  due: boolean;
};

/**
 * Participants with unread messages not yet announced by e-mail, their rows locked for the
 * transaction (two workers never announce the same messages twice).
 */
export const findUnannounced = async (db: DbExecutor, conversationId: number, delayMinutes: number) => {
  const result = await db.execute<DueRecipient>(sql`
    select p.user_id, u.email, p.company_id, p.unread_count,
           greatest(p.last_read_message_id, p.emailed_up_to_message_id) as from_id, c.last_message_id,
           (select min(m.created_at) from conversation_messages m
             where m.conversation_id = c.id and m.id > greatest(p.last_read_message_id, p.emailed_up_to_message_id)
               and m.author_user_id is distinct from p.user_id)
             <= now() - make_interval(mins => ${delayMinutes}) as due
      from conversation_participants p
      join conversations c on c.id = p.conversation_id
      join users u on u.id = p.user_id and u.active
     where p.conversation_id = ${conversationId} and p.unread_count > 0
       and c.last_message_id > p.emailed_up_to_message_id
     for update of p`);
  return result.rows;
};

export type ThreadNames = {
  order_id: number;
  company_id: number;
  company_name: string;
  requester_name: string;
  investment_name: string;
};

export const findThreadNames = async (db: DbExecutor, conversationId: number) => {
  const result = await db.execute<ThreadNames>(sql`
    select c.order_id, c.company_id, co.name as company_name, rc.name as requester_name, i.name as investment_name
      from conversations c join orders o on o.id = c.order_id
      join companies co on co.id = c.company_id join companies rc on rc.id = o.company_id
      join investments i on i.id = o.investment_id
     where c.id = ${conversationId}`);
  return result.rows[0] ?? null;
};

/** The latest messages after a pointer by others than the recipient, oldest first. */
export const findLatestMessagesFor = async (db: DbExecutor, conversationId: number, fromId: number, userId: number) => {
  const result = await db.execute<{ text: string; created_at: Date; author: string }>(sql`
    select * from (
      select m.id, m.text, m.created_at, coalesce(u.first_name || ' ' || u.last_name, '') as author
        from conversation_messages m left join users u on u.id = m.author_user_id
       where m.conversation_id = ${conversationId} and m.id > ${fromId} and m.author_user_id is distinct from ${userId}
       order by m.id desc limit 5) latest
     order by id`);
  return result.rows;
};

export const markAnnounced = async (db: DbExecutor, conversationId: number, userId: number, upTo: number) => {
  await db.execute(sql`
    update conversation_participants set emailed_up_to_message_id = ${upTo}
     where conversation_id = ${conversationId} and user_id = ${userId}`);
};
