import { polishDay } from '@platform/shared';
import { enqueueEmail, plannerReminderEmail, type Reminder } from '../notifications/index.js';
import { findReleasedOrdersByOfferDeadline } from '../orders/index.js';
import { findPlannerRecipients } from './planner-reminder.queries.js';

export const PLANNER_DEADLINE_REMINDER = 'PLANNER_REMINDER:offer-deadline';

type DueOrder = { id: number; companyId: number; offerDeadline: string; investmentName: string };

/**
 * 'Planer' reminders (spec 6 menu): the day before an order's offer deadline, each planner user whose
 * planner shows it hears once (kind PLANNER_REMINDER: sent at once, in the daily digest or not at
 * all, as the user's e-mail settings say; the outbox relay applies them).
 */
export const plannerDeadlineReminder: Reminder<DueOrder> = {
  key: PLANNER_DEADLINE_REMINDER,
  findDue: (db, now, limit) =>
    findReleasedOrdersByOfferDeadline(db, {
      reminder: PLANNER_DEADLINE_REMINDER,
      days: { on: polishDay(new Date(now.getTime() + 86_400_000)) },
      limit,
    }),
  notify: async (app, tx, order) => {
    const recipients = await findPlannerRecipients(tx, order.id, order.companyId);
    for (const user of recipients) {
      await enqueueEmail(app, tx, {
        kind: 'PLANNER_REMINDER',
        eventKey: `order:${order.id}:deadline`,
        recipient: { email: user.email, userId: user.id },
        content: (context) =>
          plannerReminderEmail(context, {
            orderId: order.id,
            investmentName: order.investmentName,
            offerDeadline: order.offerDeadline,
          }),
      });
    }
    return recipients.length;
  },
};
