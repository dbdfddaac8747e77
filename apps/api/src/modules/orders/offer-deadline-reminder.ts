import { polishDay } from '@platform/shared';
import type { Reminder } from '../notifications/index.js';
import { enqueueEmail, offerDeadlineReminderEmail, templateContext } from '../notifications/index.js';
import {
  type DueInvitationOrder,
  findOrdersWithUnansweredInvitations,
  findUnansweredInvitees,
} from './offer-deadline-reminder.queries.js';
import { issueIntentLinks } from './order-intent.service.js';

export const OFFER_DEADLINE_REMINDER = 'OFFER_DEADLINE_REMINDER';

/**
 * decision: a company invited less than this long before a reminder's moment gets no reminder (it
 * has just read the invitation, which names the deadline).
 */
export const FRESH_INVITATION_HOURS = 12;

const DAY_MS = 86_400_000;
/** The Polish calendar day `days` after `now`'s (YYYY-MM-DD). */
const warsawDay = (now: Date, days = 0) => polishDay(new Date(now.getTime() + days * DAY_MS));

/**
 * Reminders to invited companies that have not answered (no 'Złożę ofertę' / 'Nie złożę oferty',
 * no conversation), once per order each. The deadline is the end of its day in
 * Poland, so "72 h before" is the run on the third-last day and "24 h before" the run on the day
 * itself: the 72 h one is due while 3 to 2 days are left, the 24 h one on the last day (an order
 * published late gets only the 24 h one). The e-mail carries fresh one-time answer links.
 */
const offerDeadlineReminder = (hoursLeft: 72 | 24): Reminder<DueInvitationOrder> => {
  const key = `${OFFER_DEADLINE_REMINDER}:${hoursLeft}h`;
  const invitedBefore = (now: Date) => new Date(now.getTime() - FRESH_INVITATION_HOURS * 3_600_000);
  return {
    key,
    findDue: (db, now, limit) =>
      findOrdersWithUnansweredInvitations(db, {
        reminder: key,
        firstDay: hoursLeft === 72 ? warsawDay(now, 1) : warsawDay(now),
        lastDay: hoursLeft === 72 ? warsawDay(now, 2) : warsawDay(now),
        invitedBefore: invitedBefore(now),
        limit,
      }),
    notify: async (app, tx, order, now) => {
      const context = templateContext(app);
      const invitees = await findUnansweredInvitees(tx, order.id, invitedBefore(now));
      let sent = 0;
      for (const invitee of invitees) {
        if (!invitee.email) continue;
        const intentLinks = await issueIntentLinks(tx, context.origin, {
          orderId: order.id,
          companyId: invitee.companyId,
        });
        await enqueueEmail(app, tx, {
          kind: OFFER_DEADLINE_REMINDER,
          eventKey: `order:${order.id}:company:${invitee.companyId}:${hoursLeft}h`,
          recipient: { email: invitee.email, userId: null },
          content: offerDeadlineReminderEmail(context, {
            orderId: order.id,
            invitedCompanyName: invitee.companyName,
            requesterName: order.requesterName,
            investmentName: order.investmentName,
            city: order.city,
            offerDeadlineTo: order.offerDeadlineTo,
            intentLinks,
            hoursLeft,
          }),
        });
        sent += 1;
      }
      return sent;
    },
  };
};

export const offerDeadline72hReminder = offerDeadlineReminder(72);
export const offerDeadline24hReminder = offerDeadlineReminder(24);
