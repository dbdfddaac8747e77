/**
 * Conversations of the benchmark data set, set-based like the orders (bench-data.queries.ts):
 * threads of the companies taking part in an order's investment on every `every`-th published or
 * archived order, threads of the demo client's company (`klient`, the polled unread count's heavy user)
 * on every `klientEvery`-th order of others, then their messages computed from generate_series in
 * batches of threads. Every statement is additive and skips what exists (a thread gets only the
 * messages it lacks), so the step can run again after an interruption and on a data set made before it
 * (an upgrade, without making the rest again).
 */
import { sql } from 'drizzle-orm';
import { NEGOTIATION } from './demo/conversations-seed.js';
import type { DbExecutor } from './types.js';

/** A thread of klient's company with this id remainder (mod 100) holds 500 messages (opening a long thread). */
export const LONG_THREAD_MESSAGES = 500;

const scalar = async (db: DbExecutor, query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: string | number | null }>(query)).rows[0]?.n ?? 0);

/** Up to two companies of the order's investment (not the requester) ask about each chosen order. */
export const insertInvestmentThreads = (db: DbExecutor, every: number) =>
  db.execute(sql`
    insert into conversations (order_id, company_id, industry_ids, created_at)
    select o.id, p.company_id, o.industry_ids, coalesce(o.publish_at, o.created_at) + interval '1 day'
      from orders o
      cross join lateral (
        select distinct ic.company_id from investment_companies ic
         where ic.investment_id = o.investment_id and ic.company_id <> o.company_id
         order by ic.company_id limit 2) p
     where o.id % ${every}::int = 0 and o.status in ('RELEASED', 'ARCHIVED') and not o.removed
    on conflict do nothing`);

/** klient's company asks about every `every`-th released order of other companies; klient takes part. */
export const insertKlientThreads = async (db: DbExecutor, every: number) => {
  await db.execute(sql`
    insert into conversations (order_id, company_id, industry_ids, created_at)
    select o.id, k.company_id, o.industry_ids, coalesce(o.publish_at, o.created_at) + interval '2 days'
      from orders o cross join (select company_id from users where login = 'klient') k
     where o.id % ${every}::int = 1 and o.status = 'RELEASED' and not o.removed and o.company_id <> k.company_id
    on conflict do nothing`);
};

export const conversationIdRange = async (db: DbExecutor) => ({
  from: await scalar(db, sql`select coalesce(min(id), 0) as n from conversations`),
  to: await scalar(db, sql`select coalesce(max(id), 0) as n from conversations`),
});

/**
 * The messages of the generated threads with ids in [from, to] up to each one's count (10-18; 500 in
 * every 100th thread of klient's company), the contractor and the requester in turn, three hours
 * apart, then each thread's latest message. A thread gets only the messages it lacks, so a set made
 * with fewer per thread is topped up; generated threads are those without messages yet or with a
 * requester's message without author (the generated requesters have no users), never the demo ones.
 * One transaction per batch, so a batch is all there or absent.
 */
export const insertBenchMessages = (db: DbExecutor, range: { from: number; to: number }) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`
      with k as (select id as user_id, company_id from users where login = 'klient'),
      threads as (
        select c.id, c.company_id, o.company_id as requester_id, c.created_at,
               case when c.company_id = k.company_id and c.id % 100 = 0 then ${LONG_THREAD_MESSAGES}::int
                    else 10 + c.id % 9 end as n,
               (select count(*) from conversation_messages m where m.conversation_id = c.id)::int as have,
               case when c.company_id = k.company_id then k.user_id end as author_id
          from conversations c join orders o on o.id = c.order_id cross join k
         where c.id between ${range.from}::int and ${range.to}::int
           and (c.last_message_id is null or exists (select 1 from conversation_messages m
                  where m.conversation_id = c.id and m.author_user_id is null)))
      insert into conversation_messages (conversation_id, author_user_id, author_company_id, text, created_at)
      select t.id, case when g % 2 = 1 then t.author_id end,
             case when g % 2 = 1 then t.company_id else t.requester_id end,
             ${JSON.stringify(NEGOTIATION)}::jsonb ->> ((t.id + g) % ${NEGOTIATION.length}::int),
             least(now(), t.created_at + make_interval(hours => 3 * g))
        from threads t cross join lateral generate_series(t.have + 1, t.n) g
       order by t.id, g`);
    await tx.execute(sql`
      update conversations c set last_message_id = m.last_id, last_message_at = m.last_at
        from (select conversation_id, max(id) as last_id, max(created_at) as last_at from conversation_messages
               where conversation_id between ${range.from}::int and ${range.to}::int group by conversation_id) m
       where m.conversation_id = c.id and c.last_message_id is distinct from m.last_id`);
  });

/**
 * klient in its company's generated threads: read up to a few messages before the latest (0-3 unread,
 * the count kept as the API keeps it), so the polled unread count sums ~three quarters of them; set
 * again after a top-up, so the pointers and counts stay true.
 */
export const insertKlientParticipants = (db: DbExecutor) =>
  db.execute(sql`
    insert into conversation_participants (conversation_id, user_id, company_id, last_read_message_id, unread_count,
      emailed_up_to_message_id)
    select c.id, k.id, k.company_id,
           (select m.id from conversation_messages m where m.conversation_id = c.id order by m.id desc
             offset c.id % 4 limit 1),
           c.id % 4, c.last_message_id
      from conversations c join users k on k.login = 'klient' and k.company_id = c.company_id
     where c.last_message_id is not null
       and exists (select 1 from conversation_messages m where m.conversation_id = c.id and m.author_user_id is null)
    on conflict (conversation_id, user_id) do update
       set last_read_message_id = excluded.last_read_message_id, unread_count = excluded.unread_count,
           emailed_up_to_message_id = excluded.emailed_up_to_message_id`);
