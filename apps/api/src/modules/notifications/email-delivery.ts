import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Job, JobResult } from 'pg-boss';
import type { Env } from '../../config/env.js';
import { startEmailRelay } from './email-relay.js';
import { claimOutboxEmail, isClaimLive, settleOutboxClaim } from './notifications.queries.js';

/** The pg-boss queue of e-mail deliveries; a job carries the outbox row's id. */
export const EMAIL_QUEUE = 'email-delivery';

export type EmailJob = { outboxId: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/**
 * How long a delivery's claim on its row holds: the send's own limit (the mailer aborts it there)
 * and a margin for the database round trips around it, so the claim ends only after the send has.
 */
export const CLAIM_MARGIN_MS = 5_000;
export const claimMs = (env: Env) => env.EMAIL_SEND_TIMEOUT_SECONDS * 1_000 + CLAIM_MARGIN_MS;

/** This process (host and pid) in the claims it takes; each attempt adds an id of its own. */
const WORKER = `${os.hostname()}:${process.pid}`;

/** Thrown while another delivery holds a live claim: pg-boss retries the job after the backoff. */
export class EmailClaimedElsewhere extends Error {
  constructor(outboxId: number) {
    super(`e-mail ${outboxId} is being sent by another delivery`);
  }
}

/**
 * Delivers one outbox row under a claim (notifications.queries.ts, `claimOutboxEmail`): the row
 * becomes SENDING with this attempt as its owner and a deadline past the send's own limit, the
 * attempt counted, before anything is sent. A job handed out again while the send still runs (it
 * outlived EMAIL_JOB_TIMEOUT_SECONDS) finds the claim live and retries later instead of sending a
 * second copy; a claim past its deadline (its worker died) is taken over. Only the owner settles
 * the row: SENT, or with attempts left back to QUEUED with the error (pg-boss retries with backoff),
 * FAILED after the last.
 */
export const deliverOutboxEmail = async (app: FastifyInstance, job: Job<EmailJob>) => {
  const owner = `${WORKER}:${randomUUID()}`;
  const { outboxId } = job.data;
  const row = await claimOutboxEmail(app.db, outboxId, owner, claimMs(app.env));
  if (!row) {
    if (await isClaimLive(app.db, outboxId)) throw new EmailClaimedElsewhere(outboxId);
    return; // sent, failed for good or not to be sent: a repeated job does nothing
  }
  if (!app.mailer.enabled) {
    await settleOutboxClaim(app.db, row.id, owner, { status: 'NOT_SENT', error: null, reason: 'NO_SMTP' });
    return;
  }
  try {
    await app.mailer.send({ outboxId: row.id, ...row });
  } catch (error) {
    const final = job.retryCount >= app.env.EMAIL_RETRY_LIMIT;
    await settleOutboxClaim(app.db, row.id, owner, { status: final ? 'FAILED' : 'QUEUED', error: errorText(error) });
    throw error;
  }
  const settled = await settleOutboxClaim(app.db, row.id, owner, { status: 'SENT', error: null, sentAt: new Date() });
  // Cannot happen while the mailer aborts sends at EMAIL_SEND_TIMEOUT_SECONDS; logged should it.
  if (!settled) app.log.error({ outboxId: row.id }, 'e-mail sent after its claim was taken over');
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
    // A job active for longer than this is handed out again (its worker died, or is slow: then the
    // row's live claim keeps the second delivery from sending).
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
