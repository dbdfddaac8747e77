import type { FastifyInstance } from 'fastify';
import { findDigestRecipients, findDigestUser, lockWaitingEmails, markDigested } from './daily-digest.queries.js';
import { enqueueEmail } from './notifications.service.js';
import { dailyDigestEmail } from './templates/daily-digest.js';

/** The pg-boss queue of the daily digest (scheduled by `DIGEST_CRON`). */
export const DAILY_DIGEST_QUEUE = 'daily-digest';

const BATCH = 200;

/**
 * The daily digest, built over the outbox: the e-mails a user chose to get
 * "w podsumowaniu dnia" wait as NOT_SENT rows with reason DIGEST; per user, they are gathered into
 * one DAILY_DIGEST e-mail and marked DIGESTED with its id, in one transaction (a digest exists
 * exactly when its rows are marked; a concurrent run skips locked rows). The digest's key names the
 * last row it carries, so a repeated run never sends the same digest twice. A user who is gone or
 * inactive gets none (the rows are marked DIGESTED without a digest). Answers the digests enqueued.
 */
export const sendDailyDigests = async (app: FastifyInstance, now: Date): Promise<number> => {
  let sent = 0;
  for (;;) {
    const recipients = await findDigestRecipients(app.db, BATCH);
    let handled = 0;
    for (const { userId } of recipients) {
      const id = await app.db.transaction(async (tx) => {
        const rows = await lockWaitingEmails(tx, userId);
        if (rows.length === 0) return null;
        handled += 1;
        const user = await findDigestUser(tx, userId);
        const ids = rows.map((row) => row.id);
        if (!user?.active) {
          await markDigested(tx, ids, null);
          return null;
        }
        const digestId = await enqueueEmail(app, tx, {
          kind: 'DAILY_DIGEST',
          eventKey: `digest:${ids.at(-1)}`,
          recipient: { email: user.email, userId },
          content: (context) => dailyDigestEmail(context, { items: rows }),
        });
        await markDigested(tx, ids, digestId);
        return digestId;
      });
      if (id !== null) sent += 1;
    }
    if (recipients.length < BATCH || handled === 0) break;
  }
  app.log.info({ digests: sent, at: now.toISOString() }, 'daily digests enqueued');
  return sent;
};
