import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import type { EmailNotSentReason, EmailStatus } from './notification-kinds.js';

export type NewOutboxEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  recipientUserId: number | null;
  idempotencyKey: string;
  actionUrl: string | null;
};

/**
 * Stores a QUEUED e-mail; answers null when its (event, recipient) key was stored already. Plain SQL:
 * it runs inside the saves of other modules, where building a query object would cost more than it.
 */
export const insertOutboxEmail = async (db: DbExecutor, email: NewOutboxEmail): Promise<number | null> => {
  const result = await db.execute<{ id: number }>(sql`
    insert into email_outbox ("to", subject, text, html, action_url, kind, recipient_user_id, idempotency_key)
    values (${email.to}, ${email.subject}, ${email.text}, ${email.html}, ${email.actionUrl}, ${email.kind},
            ${email.recipientUserId}, ${email.idempotencyKey})
    on conflict (idempotency_key) do nothing
    returning id`);
  const id = result.rows[0]?.id;
  return id === undefined ? null : Number(id);
};

/**
 * Queued rows still without their delivery job, oldest first, locked for this transaction: another
 * instance's relay skips them instead of waiting, so each row gets exactly one job.
 */
export const lockUnrelayedEmails = (db: DbExecutor, limit: number) =>
  db
    .select({ id: emailOutbox.id, kind: emailOutbox.kind, recipientUserId: emailOutbox.recipientUserId })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'QUEUED'), isNull(emailOutbox.jobEnqueuedAt)))
    .orderBy(emailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });

export const markEmailsRelayed = (db: DbExecutor, ids: number[]) =>
  db.update(emailOutbox).set({ jobEnqueuedAt: sql`now()` }).where(inArray(emailOutbox.id, ids));

/** Rows the recipient's settings keep from being sent now: waiting for the digest, or opted out. */
export const markEmailsNotSent = (db: DbExecutor, ids: number[], reason: 'DIGEST' | 'OPTED_OUT') =>
  db.update(emailOutbox).set({ status: 'NOT_SENT', reason }).where(inArray(emailOutbox.id, ids));

/**
 * Counts an attempt on a row still waiting to be sent and answers it; null for a row sent,
 * failed for good or not to be sent, so a repeated job never sends twice.
 */
export const claimOutboxAttempt = async (db: Database, id: number, now: Date) => {
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: now })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'QUEUED')))
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      idempotencyKey: emailOutbox.idempotencyKey,
    });
  return row ?? null;
};

export const setOutboxStatus = async (
  db: Database,
  id: number,
  update: { status: EmailStatus; error: string | null; sentAt?: Date; reason?: EmailNotSentReason },
) => {
  await db
    .update(emailOutbox)
    .set({ status: update.status, error: update.error, sentAt: update.sentAt ?? null, reason: update.reason ?? null })
    .where(eq(emailOutbox.id, id));
};
