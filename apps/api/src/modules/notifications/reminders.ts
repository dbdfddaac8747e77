import type { FastifyInstance } from 'fastify';
import type { AnyReminder, Reminder } from '../api-module.js';
import { claimReminder } from './reminders.queries.js';

export { notYetReminded } from './reminders.queries.js';
export type { AnyReminder, Reminder };

/** The pg-boss queue of the reminders (scheduled by `REMINDERS_CRON`). */
export const REMINDERS_QUEUE = 'reminders';

const BATCH = 200;

/**
 * Sends a reminder to every subject due at `now`, once per subject: the record in
 * `sent_reminders` is claimed first (a concurrent run finds it and skips), and a subject whose
 * e-mails fail to enqueue keeps no record, so the next run tries it again. Answers the number of
 * subjects reminded. `now` is a parameter so tests run it with the clock they choose.
 */
export const runReminder = async <S extends { id: number }>(
  app: FastifyInstance,
  reminder: Reminder<S>,
  now: Date,
): Promise<number> => {
  let reminded = 0;
  for (;;) {
    const due = await reminder.findDue(app.db, now, BATCH);
    let sentInBatch = 0;
    for (const subject of due) {
      try {
        const sent = await app.db.transaction(async (tx) => {
          if (!(await claimReminder(tx, reminder.key, subject.id, now))) return false;
          await reminder.notify(app, tx, subject, now);
          return true;
        });
        if (sent) sentInBatch += 1;
      } catch (error) {
        app.log.error({ err: error, reminder: reminder.key, subjectId: subject.id }, 'reminder failed');
      }
    }
    reminded += sentInBatch;
    // a short batch was the last; a batch where nothing could be sent would repeat itself
    if (due.length < BATCH || sentInBatch === 0) return reminded;
  }
};

/** The `reminders` job: every plugged-in reminder, one after another. */
export const runReminders = async (app: FastifyInstance, reminders: readonly AnyReminder[], now: Date) => {
  for (const reminder of reminders) await runReminder(app, reminder, now);
};
