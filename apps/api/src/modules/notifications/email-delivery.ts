import type { FastifyInstance } from 'fastify';
import type { Job, JobResult } from 'pg-boss';
import { startEmailRelay } from './email-relay.js';
import { claimOutboxAttempt, setOutboxStatus } from './notifications.queries.js';

/** The pg-boss queue of e-mail deliveries; a job carries the outbox row's id. */
export const EMAIL_QUEUE = 'email-delivery';

export type EmailJob = { outboxId: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/**
 * Delivers one outbox row. Each attempt is counted on the row before the send, so a worker killed
 * mid-send still shows it. A failure with attempts left keeps the row QUEUED with the error and
 * throws, and pg-boss retries the job with backoff; the last one marks it FAILED.
 */
export const deliverOutboxEmail = async (app: FastifyInstance, job: Job<EmailJob>) => {
  const row = await claimOutboxAttempt(app.db, job.data.outboxId, new Date());
  if (!row) return;
  if (!app.mailer.enabled) {
    await setOutboxStatus(app.db, row.id, { status: 'NOT_SENT', error: null, reason: 'NO_SMTP' });
    return;
  }
  try {
    await app.mailer.send({ outboxId: row.id, ...row });
  } catch (error) {
    const final = job.retryCount >= app.env.EMAIL_RETRY_LIMIT;
    await setOutboxStatus(app.db, row.id, { status: final ? 'FAILED' : 'QUEUED', error: errorText(error) });
    throw error;
  }
  await setOutboxStatus(app.db, row.id, { status: 'SENT', error: null, sentAt: new Date() });
};

/**
 * Creates the queue with this instance's retry settings and, with the worker on, relays the outbox's
 * queued rows into it (email-relay.ts) and works it: batches
 * of deliveries sent side by side, each settled on its own, so one failure retries one e-mail; a
 * full batch fetches the next at once (a backlog drains without waiting for the poll). Polling, not
 * LISTEN/NOTIFY: a new e-mail waits at most half a second.
 */
export const registerEmailDelivery = async (app: FastifyInstance) => {
  const { boss } = app.jobs;
  const queue = {
    retryLimit: app.env.EMAIL_RETRY_LIMIT,
    retryDelay: app.env.EMAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3_600,
    // A job active for longer than this belonged to a worker that died; it is handed out again.
    expireInSeconds: app.env.EMAIL_JOB_TIMEOUT_SECONDS,
  };
  if (await boss.getQueue(EMAIL_QUEUE)) {
    const { retryDelayMax: _fixedAtCreation, ...updatable } = queue;
    await boss.updateQueue(EMAIL_QUEUE, updatable);
  } else {
    await boss.createQueue(EMAIL_QUEUE, queue);
  }
  if (!app.jobs.workerEnabled) return;
  startEmailRelay(app, EMAIL_QUEUE);
  await boss.work<EmailJob>(
    EMAIL_QUEUE,
    { batchSize: 20, burstWhenBatchFull: true, localConcurrency: 2, pollingIntervalSeconds: 0.5, perJobResults: true },
    (jobs) =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            await deliverOutboxEmail(app, job);
            return { id: job.id, status: 'completed' };
          } catch (error) {
            return { id: job.id, status: 'failed', output: { message: errorText(error) } };
          }
        }),
      ),
  );
};
