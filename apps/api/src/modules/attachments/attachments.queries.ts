import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { attachments } from '../../db/schema.js';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

// First key of pg_advisory_xact_lock(int, int): serialises one user's upload-target calls.
const UPLOAD_LOCK_NAMESPACE = 7_301;

/**
 * Inserts an attachment row unless the owner has already created `hourlyLimit` rows in the last
 * hour. Counted in SQL on (owner_user_id, created_at) under a per-user advisory lock, so the limit
 * holds across API instances and concurrent calls. Answers the seconds until a slot frees up when
 * the limit is reached.
 */
export const insertAttachmentWithinHourlyLimit = (
  db: Database,
  row: NewAttachment & { ownerUserId: number },
  hourlyLimit: number,
): Promise<{ inserted: true } | { inserted: false; retryAfterSeconds: number }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_NAMESPACE}::int, ${row.ownerUserId}::int)`);
    const recent = await tx
      .select({
        secondsLeft: sql<number>`extract(epoch from (${attachments.createdAt} + interval '1 hour' - now()))::float8`,
      })
      .from(attachments)
      .where(
        and(eq(attachments.ownerUserId, row.ownerUserId), gt(attachments.createdAt, sql`now() - interval '1 hour'`)),
      )
      .orderBy(desc(attachments.createdAt))
      .limit(hourlyLimit);
    // The limit-th newest row leaving the window is when the count drops below the limit again.
    const freesUp = recent[hourlyLimit - 1];
    if (freesUp)
      return { inserted: false as const, retryAfterSeconds: Math.max(1, Math.ceil(Number(freesUp.secondsLeft))) };
    await tx.insert(attachments).values(row);
    return { inserted: true as const };
  });

export const findAttachmentByUuid = async (db: Database, uuid: string): Promise<AttachmentRow | null> => {
  const [row] = await db.select().from(attachments).where(eq(attachments.uuid, uuid)).limit(1);
  return row ?? null;
};

export const findAttachmentByKey = async (db: Database, storageKey: string): Promise<AttachmentRow | null> => {
  const [row] = await db.select().from(attachments).where(eq(attachments.storageKey, storageKey)).limit(1);
  return row ?? null;
};

/** The rows of the given uuids (for modules that attach uploaded files to their objects). */
export const findAttachmentsByUuids = async (db: Database, uuids: string[]): Promise<AttachmentRow[]> =>
  uuids.length ? db.select().from(attachments).where(inArray(attachments.uuid, uuids)) : [];

export const markAttachmentUploaded = async (
  db: Database,
  uuid: string,
  file: { sizeBytes: number; contentType: string | null },
): Promise<void> => {
  await db
    .update(attachments)
    .set({ uploadedAt: sql`now()`, sizeBytes: file.sizeBytes, contentType: file.contentType })
    .where(eq(attachments.uuid, uuid));
};
