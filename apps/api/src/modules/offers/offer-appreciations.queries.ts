import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orderAppreciations } from '../../db/schema.js';

/** Records that one side was thanked; null when it already was (a second call, or two at once). */
export const claimAppreciation = async (
  db: DbExecutor,
  row: { orderId: number; side: 'WINNERS' | 'LOSERS'; withPriceBand: boolean; sentByUserId: number },
) => {
  const [claimed] = await db
    .insert(orderAppreciations)
    .values(row)
    .onConflictDoNothing()
    .returning({ side: orderAppreciations.side });
  return claimed ?? null;
};

/** Who hears of a company's offer: its active people in the thread. */
export const findThreadRecipients = async (db: DbExecutor, conversationId: number, companyId: number) => {
  const result = await db.execute<{ user_id: number; email: string }>(sql`
    select u.id as user_id, u.email
      from conversation_participants p join users u on u.id = p.user_id
     where p.conversation_id = ${conversationId} and p.company_id = ${companyId} and u.active
     order by u.id`);
  return result.rows.map((r) => ({ userId: Number(r.user_id), email: r.email }));
};

/** The names the e-mails give: requester company, investment, and the order's contact persons. */
export const findThanksNames = async (db: DbExecutor, orderId: number) => {
  const [names] = (
    await db.execute<{ requester_name: string; investment_name: string }>(sql`
      select c.name as requester_name, i.name as investment_name
        from orders o join companies c on c.id = o.company_id join investments i on i.id = o.investment_id
       where o.id = ${orderId}`)
  ).rows;
  const contacts = (
    await db.execute<{
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      publish_phone: boolean;
    }>(sql`
      select u.first_name, u.last_name, u.email, u.phone, oc.publish_phone
        from order_contacts oc join users u on u.id = oc.user_id
       where oc.order_id = ${orderId}
       order by oc.position`)
  ).rows;
  return {
    requesterName: names?.requester_name ?? '',
    investmentName: names?.investment_name ?? '',
    contacts: contacts.map((c) => ({
      name: `${c.first_name} ${c.last_name}`,
      email: c.email,
      phone: c.publish_phone ? c.phone : null,
    })),
  };
};

/** Settles a published order: archived with the reason SETTLED; null when it is no longer published. */
export const markOrderSettled = async (db: DbExecutor, orderId: number) => {
  const result = await db.execute<{ id: number }>(sql`
    update orders set status = 'ARCHIVED', deleted_reason = 'SETTLED', updated_at = now()
     where id = ${orderId} and status = 'RELEASED' and not removed
    returning id`);
  return result.rows[0] ?? null;
};
