import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notYetReminded } from '../notifications/index.js';
import { invitationEmail } from './order-nominations.queries.js';

/** An invitation is unanswered while the company has neither said yes or no nor started a conversation. */
const unanswered = sql`(n.intent is null or n.intent = 'UNDECIDED')
  and not exists (select 1 from conversations cv where cv.order_id = n.order_id and cv.company_id = n.company_id)`;

export type DueInvitationOrder = {
  id: number;
  offerDeadlineTo: string;
  requesterName: string;
  investmentName: string;
  city: string | null;
};

/**
 * Published orders whose offer deadline (a Polish calendar day) lies between `firstDay` and
 * `lastDay`, with an unanswered invitation sent before `invitedBefore`, not reminded of `reminder`
 * yet. On the partial index of released orders by deadline.
 */
export const findOrdersWithUnansweredInvitations = async (
  db: DbExecutor,
  input: { reminder: string; firstDay: string; lastDay: string; invitedBefore: Date; limit: number },
): Promise<DueInvitationOrder[]> => {
  const result = await db.execute<DueInvitationOrder>(sql`
    select orders.id, orders.offer_deadline_to::text as "offerDeadlineTo", c.name as "requesterName",
           i.name as "investmentName", l.name as city
      from orders
      join companies c on c.id = orders.company_id
      join investments i on i.id = orders.investment_id
      left join locations l on l.id = i.location_id
     where orders.status = 'RELEASED' and not orders.removed and orders.deleted_reason is null
       and orders.offer_deadline_to between ${input.firstDay} and ${input.lastDay}
       and exists (select 1 from order_nominated_companies n
                    where n.order_id = orders.id and n.invited_at <= ${input.invitedBefore.toISOString()} and ${unanswered})
       and ${notYetReminded(input.reminder, orders.id)}
     order by orders.offer_deadline_to, orders.id
     limit ${input.limit}`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
};

export type UnansweredInvitee = { companyId: number; companyName: string; email: string | null };

/** The order's invited companies that have not answered, invited before `invitedBefore`, with their e-mail. */
export const findUnansweredInvitees = async (
  db: DbExecutor,
  orderId: number,
  invitedBefore: Date,
): Promise<UnansweredInvitee[]> => {
  const result = await db.execute<UnansweredInvitee>(sql`
    select c.id as "companyId", c.name as "companyName", ${invitationEmail(sql`n.email`)} as email
      from order_nominated_companies n join companies c on c.id = n.company_id
     where n.order_id = ${orderId} and n.invited_at <= ${invitedBefore.toISOString()} and ${unanswered}
       and not c.deleted
     order by c.id`);
  return result.rows.map((row) => ({ ...row, companyId: Number(row.companyId) }));
};
