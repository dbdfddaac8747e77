import { polishDay } from '@platform/shared';
import type { DbExecutor } from '../../db/client.js';
import type { Reminder } from '../notifications/index.js';
import { enqueueEmail, orderDeadlinePassedEmail } from '../notifications/index.js';
import { findReleasedOrdersByOfferDeadline } from './order-deadline-reminder.queries.js';
import { findActiveOrderContacts } from './order-notifications.queries.js';

export const ORDER_DEADLINE_PASSED = 'ORDER_DEADLINE_PASSED';

/**
 * decision: an order whose deadline passed more than this long ago gets no reminder (the first
 * run after a deployment does not remind of every old order; a week covers any pause of the job).
 */
export const ORDER_DEADLINE_LOOKBACK_DAYS = 7;

/** The calendar day in Poland at `now`, or `daysBefore` days earlier (YYYY-MM-DD). */
const warsawDay = (now: Date, daysBefore = 0) => polishDay(new Date(now.getTime() - daysBefore * 86_400_000));

type DueOrder = { id: number; offerDeadline: string; investmentName: string };

/**
 * The requester's contact persons hear once per order that its offer deadline passed and no offer
 * was selected yet. Until offers exist, "no offer selected" means the order is
 * still published (RELEASED): closing or settling an order archives it.
 */
export const orderDeadlinePassedReminder: Reminder<DueOrder> = {
  key: ORDER_DEADLINE_PASSED,
  findDue: (db: DbExecutor, now: Date, limit: number) =>
    findReleasedOrdersByOfferDeadline(db, {
      reminder: ORDER_DEADLINE_PASSED,
      days: { from: warsawDay(now, ORDER_DEADLINE_LOOKBACK_DAYS), before: warsawDay(now) },
      limit,
    }),
  notify: async (app, tx, order) => {
    const contacts = await findActiveOrderContacts(tx, order.id);
    for (const contact of contacts) {
      await enqueueEmail(app, tx, {
        kind: ORDER_DEADLINE_PASSED,
        eventKey: `order:${order.id}:deadline-passed`,
        recipient: { email: contact.email, userId: contact.userId },
        content: (context) =>
          orderDeadlinePassedEmail(context, {
            orderId: order.id,
            investmentName: order.investmentName,
            offerDeadline: order.offerDeadline,
          }),
      });
    }
    return contacts.length;
  },
};
