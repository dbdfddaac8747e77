import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/**
 * Demo offers: every demo thread offers in the industries it declared (as the
 * conversations service keeps them); on `klient`'s first released order `wykonawca` and one more
 * contractor give net prices and validity dates, so the tab 'Oferty' compares real figures and
 * `wykonawca` sees it in /ofertowane-zlecenia. Deterministic; nothing chosen yet.
 */
const PRICES: [number, number][] = [
  [184_500, 96_300.5],
  [171_900, 104_250],
  [199_000, 89_990],
];

export const seedDemoOffers = async (db: DbExecutor): Promise<void> => {
  const people = await db.execute<{ login: string; id: number; company_id: number }>(
    sql`select login, id, company_id from users where login in ('klient', 'wykonawca')`,
  );
  const klient = people.rows.find((p) => p.login === 'klient');
  const contractor = people.rows.find((p) => p.login === 'wykonawca');
  if (!klient?.company_id || !contractor?.company_id) return;
  const [order] = (
    await db.execute<{ id: number; industry_ids: number[] }>(sql`
      select id, industry_ids from orders
       where company_id = ${klient.company_id} and status = 'RELEASED' and is_approved and not removed
       order by id limit 1`)
  ).rows;
  if (order) {
    // wykonawca joins the order's threads unless the conversations seed gave it one already
    const thread = await db.execute<{ id: number }>(sql`
      insert into conversations (order_id, company_id, industry_ids, created_at)
      values (${order.id}, ${contractor.company_id}, ${`{${order.industry_ids.join(',')}}`}::int[], now() - interval '2 days')
      on conflict do nothing returning id`);
    const id = thread.rows[0]?.id;
    if (id) {
      await db.execute(sql`
        insert into conversation_participants (conversation_id, user_id, company_id)
        select ${id}::int, ${contractor.id}::int, ${contractor.company_id}::int
        union all
        select ${id}::int, oc.user_id, u.company_id from order_contacts oc join users u on u.id = oc.user_id
         where oc.order_id = ${order.id}
        on conflict do nothing`);
      const message = await db.execute<{ id: number }>(sql`
        insert into conversation_messages (conversation_id, author_user_id, author_company_id, text, created_at)
        values (${id}, ${contractor.id}, ${contractor.company_id},
                'Dzień dobry, w załączeniu nasza oferta na całość prac. Cena netto obejmuje materiał i montaż.',
                now() - interval '2 days') returning id`);
      const lastId = message.rows[0]?.id;
      await db.execute(sql`
        update conversations set last_message_id = ${lastId}, last_message_at = now() - interval '2 days'
         where id = ${id}`);
      await db.execute(sql`
        update conversation_participants set unread_count = case when company_id = ${contractor.company_id} then 0 else 1 end,
               last_read_message_id = case when company_id = ${contractor.company_id} then ${lastId} else 0 end,
               emailed_up_to_message_id = ${lastId}
         where conversation_id = ${id}`);
    }
  }
  await db.execute(sql`
    insert into offers (conversation_id, industry_id, order_id, company_id)
    select c.id, i, c.order_id, c.company_id from conversations c cross join lateral unnest(c.industry_ids) as i
    on conflict do nothing`);
  if (!order) return;
  // wykonawca first, then the other companies of the order, each with its prices per industry
  const threads = await db.execute<{ id: number; company_id: number }>(sql`
    select id, company_id from conversations where order_id = ${order.id}
     order by (company_id = ${contractor.company_id}) desc, company_id limit ${PRICES.length}`);
  for (const [n, thread] of threads.rows.entries()) {
    const prices = PRICES[n] as [number, number];
    for (const [k, industryId] of order.industry_ids.entries()) {
      const price = prices[k % prices.length] as number;
      await db.execute(sql`
        update offers set price_net = ${price}::numeric, valid_until = current_date + ${30 + 15 * n}::int
         where conversation_id = ${thread.id} and industry_id = ${industryId}`);
    }
  }
};
