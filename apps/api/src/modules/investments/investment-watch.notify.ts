import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import {
  enqueueEmail,
  type Reminder,
  type WatchedInvestmentChange,
  watchedInvestmentEmail,
} from '../notifications/index.js';
import { findActiveFollowers } from './investment-watch.queries.js';
import {
  type DueOrder,
  type DueParticipant,
  findDueOrders,
  findDueParticipants,
} from './investment-watch-notify.queries.js';

const KIND = 'WATCHED_INVESTMENT_CHANGED';

/** decision: a change older than this is not announced (the first run after a pause does not flood). */
export const WATCH_LOOKBACK_DAYS = 7;

/**
 * Tells every active follower of the investment (who followed before `since`, when given) of a change,
 * through the outbox: each user's preference for the kind sends it at once, in the daily digest or not.
 */
export const notifyFollowers = async (
  app: FastifyInstance,
  tx: DbExecutor,
  input: {
    investmentId: number;
    investmentName: string;
    eventKey: string;
    change: WatchedInvestmentChange;
    since?: Date;
  },
): Promise<number> => {
  const followers = await findActiveFollowers(tx, input.investmentId, input.since);
  for (const follower of followers) {
    await enqueueEmail(app, tx, {
      kind: KIND,
      eventKey: input.eventKey,
      recipient: { email: follower.email, userId: Number(follower.user_id) },
      content: (context) => watchedInvestmentEmail(context, input),
    });
  }
  return followers.length;
};

const windowOf = (key: string, now: Date, limit: number) => ({
  key,
  now,
  limit,
  since: new Date(now.getTime() - WATCH_LOOKBACK_DAYS * 86_400_000),
});

/** A company joined a watched investment: its followers hear of it once (the scheduled reminders job). */
export const watchedParticipantReminder: Reminder<DueParticipant> = {
  key: 'WATCHED_INVESTMENT_PARTICIPANT',
  findDue: (db, now, limit) => findDueParticipants(db, windowOf('WATCHED_INVESTMENT_PARTICIPANT', now, limit)),
  notify: (app, tx, due) =>
    notifyFollowers(app, tx, {
      investmentId: due.investmentId,
      investmentName: due.investmentName,
      eventKey: `investment-participant:${due.id}`,
      change: { kind: 'PARTICIPANT', companyName: due.companyName },
      since: due.at,
    }),
};

/** An order was published on a watched investment: its followers hear of it once. */
export const watchedOrderReminder: Reminder<DueOrder> = {
  key: 'WATCHED_INVESTMENT_ORDER',
  findDue: (db, now, limit) => findDueOrders(db, windowOf('WATCHED_INVESTMENT_ORDER', now, limit)),
  notify: (app, tx, due) =>
    notifyFollowers(app, tx, {
      investmentId: due.investmentId,
      investmentName: due.investmentName,
      eventKey: `investment-order:${due.id}`,
      change: { kind: 'ORDER', orderId: due.id },
      since: due.at,
    }),
};
