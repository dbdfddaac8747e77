import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { buildCompany, buildOrder } from '../../src/test/factories/index.js';

/**
 * The offers benchmark's order: `klient`'s order in 3 industries with an offer from each
 * of `companies` contractor companies in each industry (priced, valid 30 days, every 37th chosen,
 * half read), 7 notes on each of 40 companies and 3 files in each of 40 threads.
 */
export const buildBenchOffersOrder = async (db: Database, companies: number) => {
  const [klient] = (
    await db.execute<{ id: number; company_id: number }>(sql`select id, company_id from users where login = 'klient'`)
  ).rows;
  if (!klient) throw new Error('no klient');
  const industries = (
    await db.execute<{ id: number }>(sql`select id from industries where parent_id is not null order by id limit 3`)
  ).rows.map((r) => Number(r.id));
  const order = await buildOrder(db, { companyId: klient.company_id, industries, contactUserIds: [klient.id] });
  const ids = `{${industries.join(',')}}`;
  // the small demo set has fewer companies than the order's contractors
  const existing = (await db.execute<{ n: number }>(sql`select count(*)::int as n from companies`)).rows[0]?.n ?? 0;
  for (let i = existing; i <= companies; i += 1) await buildCompany(db);
  await db.execute(sql`
    insert into conversations (order_id, company_id, industry_ids)
    select ${order.id}, c.id, ${ids}::int[] from companies c where c.id <> ${klient.company_id} order by c.id limit ${companies}`);
  await db.execute(sql`
    insert into offers (conversation_id, industry_id, order_id, company_id, price_net, valid_until, selected_at, read_at)
    select c.id, i, c.order_id, c.company_id, round((50000 + random() * 150000)::numeric, 2), current_date + 30,
           case when c.id % 37 = 0 then now() end, case when c.id % 2 = 0 then now() end
      from conversations c cross join lateral unnest(c.industry_ids) i where c.order_id = ${order.id}`);
  await db.execute(sql`
    insert into offer_notes (order_id, company_id, author_user_id, text)
    select ${order.id}, c.company_id, ${klient.id}, 'Notatka ' || g || ' o ofercie: termin, referencje, warunki płatności.'
      from (select company_id from conversations where order_id = ${order.id} order by id limit 40) c, generate_series(1, 7) g`);
  // files in 40 threads: messages with 3 attachments each
  await db.execute(sql`
    with m as (
      insert into conversation_messages (conversation_id, author_user_id, author_company_id, text)
      select c.id, null, c.company_id, 'Oferta w załączeniu.'
        from (select id, company_id from conversations where order_id = ${order.id} order by id limit 40) c
      returning id, conversation_id),
    a as (
      insert into attachments (uuid, name, storage_key, target, content_type)
      select gen_random_uuid(), 'oferta-' || m.id || '-' || g || '.pdf', 'bench/' || m.id || '/' || g || '.pdf', 'CONVERSATION', 'application/pdf'
        from m, generate_series(1, 3) g
      returning uuid, storage_key)
    insert into conversation_message_attachments (message_id, conversation_id, attachment_uuid)
    select m.id, m.conversation_id, a.uuid from a join m on a.storage_key like 'bench/' || m.id || '/%'`);
  await db.execute(sql`analyze`);
  const offers =
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from offers where order_id = ${order.id}`)).rows[0]
      ?.n ?? 0;
  return { orderId: order.id, offers: Number(offers) };
};
