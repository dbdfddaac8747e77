import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
 * Claims a row for one delivery, atomically: a QUEUED row, or a SENDING row whose claim ran out
 * (its worker died or lost the database), becomes SENDING under `owner` until `claimMs` from now,
 * with the attempt counted. Null when another delivery holds a live claim or the row is settled
 * (sent, failed for good, not to be sent), so two workers never send one row side by side.
 */
export const claimOutboxEmail = async (db: Database, id: number, owner: string, claimMs: number) => {
  const [row] = await db
    .update(emailOutbox)
    .set({
      status: 'SENDING',
      claimedBy: owner,
      claimDeadline: sql`now() + ${claimMs}::integer * interval '1 millisecond'`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .where(
      and(
        eq(emailOutbox.id, id),
        or(
          eq(emailOutbox.status, 'QUEUED'),
          and(eq(emailOutbox.status, 'SENDING'), lt(emailOutbox.claimDeadline, sql`now()`)),
        ),
      ),
    )
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      idempotencyKey: emailOutbox.idempotencyKey,
      attempts: emailOutbox.attempts,
    });
  return row ?? null;
};

/** Whether a row is held by a live claim, for a delivery that could not claim it. */
export const isClaimLive = async (db: Database, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'SENDING'), gte(emailOutbox.claimDeadline, sql`now()`)));
  return row !== undefined;
};

/**
 * Settles a claimed row (SENT, back to QUEUED, FAILED, NOT_SENT) and drops the claim; only its owner
 * can, so a delivery whose claim was taken over changes nothing. Answers whether it did.
 */
export const settleOutboxClaim = async (
  db: Database,
  id: number,
  owner: string,
  update: { status: EmailStatus; error: string | null; sentAt?: Date; reason?: EmailNotSentReason },
): Promise<boolean> => {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: update.status,
      error: update.error,
      sentAt: update.sentAt ?? null,
      reason: update.reason ?? null,
      claimedBy: null,
      claimDeadline: null,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'SENDING'), eq(emailOutbox.claimedBy, owner)))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
};
