import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { emailOutbox, users } from '../../db/schema.js';

/** Users with e-mails waiting for their digest (on the partial index of waiting rows). */
export const findDigestRecipients = async (db: DbExecutor, limit: number) =>
  db
    .selectDistinct({ userId: sql<number>`${emailOutbox.recipientUserId}` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reason, 'DIGEST'), isNotNull(emailOutbox.recipientUserId)))
    .limit(limit);

/** A user's waiting e-mails, oldest first, locked for this transaction (a concurrent run skips them). */
export const lockWaitingEmails = async (db: DbExecutor, userId: number) =>
  db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      actionUrl: emailOutbox.actionUrl,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientUserId, userId), eq(emailOutbox.reason, 'DIGEST')))
    .orderBy(asc(emailOutbox.id))
    .for('update', { skipLocked: true });

export const findDigestUser = async (db: DbExecutor, userId: number) => {
  const [row] = await db.select({ email: users.email, active: users.active }).from(users).where(eq(users.id, userId));
  return row ?? null;
};

/** Marks e-mails as carried by a digest (or, with `digestId` null, dropped with their user's digest). */
export const markDigested = async (db: DbExecutor, ids: number[], digestId: number | null) => {
  await db.update(emailOutbox).set({ reason: 'DIGESTED', digestId }).where(inArray(emailOutbox.id, ids));
};
