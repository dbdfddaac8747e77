import type { DeliveryMode } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fromDrizzle } from 'pg-boss';
import { lockUnrelayedEmails, markEmailsNotSent, markEmailsRelayed } from './notifications.queries.js';
import { deliveryModes } from './preferences.service.js';

/** Rows handed to the queue per transaction; a full batch is followed by the next at once. */
const RELAY_BATCH = 200;
/** How often the worker looks for new rows: with the queue's own 0.5 s poll an e-mail leaves within a second. */
export const RELAY_INTERVAL_MS = 500;

/**
 * The transactional outbox's relay: each committed QUEUED row without a job is decided by its
 * recipient's settings and, when it is to go now, gets one delivery job, written in the same
 * transaction that marks the row, so a row is never lost (a crash rolls both back) nor given two jobs
 * (rows are locked with SKIP LOCKED, so two instances take different rows). Rows kept for the digest
 * or opted out are marked NOT_SENT with their reason instead. Answers how many rows it took.
 */
export const relayQueuedEmails = async (app: FastifyInstance, queue: string): Promise<number> => {
  let taken = 0;
  for (;;) {
    const count = await app.db.transaction(async (tx) => {
      const rows = await lockUnrelayedEmails(tx, RELAY_BATCH);
      if (rows.length === 0) return 0;
      const modes = await deliveryModes(tx, rows);
      const idsIn = (mode: DeliveryMode) => rows.filter((row) => modes.get(row.id) === mode).map((row) => row.id);
      const sendIds = idsIn('IMMEDIATE');
      if (sendIds.length > 0) {
        await app.jobs.boss.insert(
          queue,
          sendIds.map((outboxId) => ({ data: { outboxId } })),
          { db: fromDrizzle(tx, sql) },
        );
        await markEmailsRelayed(tx, sendIds);
      }
      const digestIds = idsIn('DIGEST');
      if (digestIds.length > 0) await markEmailsNotSent(tx, digestIds, 'DIGEST');
      const offIds = idsIn('OFF');
      if (offIds.length > 0) await markEmailsNotSent(tx, offIds, 'OPTED_OUT');
      return rows.length;
    });
    taken += count;
    if (count < RELAY_BATCH) return taken;
  }
};

/**
 * Runs the relay every RELAY_INTERVAL_MS on the instance that works the jobs, one pass at a time,
 * until the app closes (the running pass finishes first). A failed pass is logged and retried.
 */
export const startEmailRelay = (app: FastifyInstance, queue: string) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    try {
      await relayQueuedEmails(app, queue);
    } catch (error) {
      app.log.error({ err: error }, 'e-mail relay failed');
    }
    if (!stopped) timer = setTimeout(tick, RELAY_INTERVAL_MS);
  };
  const tick = () => {
    running = pass();
  };
  tick();
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
};
