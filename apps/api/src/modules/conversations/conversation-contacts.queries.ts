import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * Makes every active contact person of the order a participant of each thread of the order (spec 4,
 * CONTACT_PERSON: they take part in every thread), so that a contact person added after a thread
 * started has unread counts and e-mails like the others from then on (they start with nothing
 * unread, as anyone added to a thread). Runs in the transaction that saves the order's contacts;
 * one statement on conversations (order_id, company_id) and order_contacts by order.
 */
export const addContactPersonsToThreads = (tx: DbExecutor, orderId: number) =>
  tx.execute(sql`
    insert into conversation_participants (conversation_id, user_id, company_id, last_read_message_id)
    select c.id, oc.user_id, u.company_id, coalesce(c.last_message_id, 0)
      from conversations c
      join order_contacts oc on oc.order_id = c.order_id
      join users u on u.id = oc.user_id and u.active
     where c.order_id = ${orderId}
    on conflict do nothing`);
