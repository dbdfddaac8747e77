import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  attachments,
  conversationMessageAttachments as links,
  conversationPrivateAttachments as privates,
} from '../../db/schema.js';

/** One page of the files sent in a thread, newest first, with their total. */
export const findConversationAttachmentPage = async (
  db: DbExecutor,
  conversationId: number,
  page: number,
  size: number,
) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({ attachment: attachments })
      .from(links)
      .innerJoin(attachments, eq(attachments.uuid, links.attachmentUuid))
      .where(eq(links.conversationId, conversationId))
      .orderBy(desc(links.messageId), desc(links.attachmentUuid))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(links).where(eq(links.conversationId, conversationId)),
  ]);
  return { rows: rows.map((r) => r.attachment), total: Number(total?.n ?? 0) };
};

const ofCompany = (conversationId: number, companyId: number) =>
  and(eq(privates.conversationId, conversationId), eq(privates.companyId, companyId));

/** One page of a company's private files about a thread, newest first. */
export const findPrivateAttachmentPage = async (
  db: DbExecutor,
  conversationId: number,
  companyId: number,
  page: number,
  size: number,
) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({ attachment: attachments })
      .from(privates)
      .innerJoin(attachments, eq(attachments.uuid, privates.attachmentUuid))
      .where(ofCompany(conversationId, companyId))
      .orderBy(desc(privates.createdAt), desc(privates.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(privates).where(ofCompany(conversationId, companyId)),
  ]);
  return { rows: rows.map((r) => r.attachment), total: Number(total?.n ?? 0) };
};

export const findPrivateAttachmentUuids = async (db: DbExecutor, conversationId: number, companyId: number) =>
  (await db.select({ uuid: privates.attachmentUuid }).from(privates).where(ofCompany(conversationId, companyId))).map(
    (r) => r.uuid,
  );

/** Replaces the company's private files of a thread (in the caller's transaction). */
export const replacePrivateAttachments = async (
  tx: DbExecutor,
  conversationId: number,
  companyId: number,
  uuids: string[],
) => {
  await tx.delete(privates).where(ofCompany(conversationId, companyId));
  if (uuids.length)
    await tx
      .insert(privates)
      .values(uuids.map((attachmentUuid) => ({ conversationId, companyId, attachmentUuid })))
      .onConflictDoNothing();
};
