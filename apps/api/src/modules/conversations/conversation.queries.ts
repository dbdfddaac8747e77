import { and, asc, between, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  conversationMessageAttachments,
  conversationMessages,
  conversationParticipants,
  conversations,
  orderContacts,
  users,
} from '../../db/schema.js';
import { preparedPerDatabase } from '../../lib/prepared.js';

export type ConversationRow = typeof conversations.$inferSelect;

export const findConversationRow = async (db: DbExecutor, id: number): Promise<ConversationRow | null> => {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
};

export const findConversationOfCompany = async (
  db: DbExecutor,
  orderId: number,
  companyId: number,
): Promise<ConversationRow | null> => {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.orderId, orderId), eq(conversations.companyId, companyId)))
    .limit(1);
  return row ?? null;
};

export const isContactPerson = async (db: DbExecutor, orderId: number, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: orderContacts.userId })
    .from(orderContacts)
    .where(and(eq(orderContacts.orderId, orderId), eq(orderContacts.userId, userId)))
    .limit(1);
  return !!row;
};

export type PersonRow = {
  userId: number;
  firstName: string;
  lastName: string;
  position: string | null;
  companyId: number | null;
};

const personColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  position: users.position,
  companyId: users.companyId,
};

export const findParticipants = (db: DbExecutor, conversationId: number): Promise<PersonRow[]> =>
  db
    .select(personColumns)
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(conversationParticipants.joinedAt), asc(users.id));

export const findParticipantRow = async (db: DbExecutor, conversationId: number, userId: number) => {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    )
    .limit(1);
  return row ?? null;
};

/** Active users of a company among the given ids (who may be added to a thread). */
export const findCompanyUsers = (db: DbExecutor, companyId: number, userIds: number[]): Promise<PersonRow[]> =>
  db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.companyId, companyId), eq(users.active, true)));

/** Contact persons of an order (the requester's side of every thread). */
export const findContactPersons = (db: DbExecutor, orderId: number): Promise<PersonRow[]> =>
  db
    .select(personColumns)
    .from(orderContacts)
    .innerJoin(users, eq(users.id, orderContacts.userId))
    .where(and(eq(orderContacts.orderId, orderId), eq(users.active, true)))
    .orderBy(asc(orderContacts.position));

/** Starts the thread; null when the company already has one for the order (a concurrent start). */
export const insertConversation = async (
  tx: DbExecutor,
  row: { orderId: number; companyId: number; industryIds: number[] },
): Promise<ConversationRow | null> => {
  const [inserted] = await tx.insert(conversations).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
};

/** Adds people (already there: nothing); they start with nothing unread. */
export const insertParticipants = async (
  tx: DbExecutor,
  conversationId: number,
  people: { userId: number; companyId: number | null }[],
): Promise<void> => {
  if (!people.length) return;
  await tx
    .insert(conversationParticipants)
    .values(
      people.map((p) => ({
        conversationId,
        userId: p.userId,
        companyId: p.companyId,
        lastReadMessageId: sql`coalesce((select last_message_id from conversations where id = ${conversationId}), 0)`,
      })),
    )
    .onConflictDoNothing();
};

export const deleteParticipant = async (tx: DbExecutor, conversationId: number, userId: number): Promise<void> => {
  await tx
    .delete(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    );
};

/** People of one company in a thread, their rows locked until the transaction ends (for removals). */
export const countCompanyParticipants = async (
  tx: DbExecutor,
  conversationId: number,
  companyId: number,
): Promise<number> => {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from conversation_participants
       where conversation_id = ${conversationId} and company_id = ${companyId} for update) locked`);
  return Number(result.rows[0]?.n ?? 0);
};

export const updateConversationIndustries = async (tx: DbExecutor, id: number, industryIds: number[]) => {
  await tx.update(conversations).set({ industryIds }).where(eq(conversations.id, id));
};

/**
 * Stores a message: the thread's latest message, one more unread for every other participant and
 * the author's read pointer at it (one statement each, in the caller's transaction).
 */
export const insertMessage = async (
  tx: DbExecutor,
  input: {
    conversationId: number;
    authorUserId: number;
    authorCompanyId: number | null;
    text: string;
    uuids: string[];
  },
): Promise<{ id: number; createdAt: Date }> => {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: input.conversationId,
      authorUserId: input.authorUserId,
      authorCompanyId: input.authorCompanyId,
      text: input.text,
    })
    .returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  const { id, createdAt } = message!;
  if (input.uuids.length)
    await tx
      .insert(conversationMessageAttachments)
      .values(
        input.uuids.map((attachmentUuid) => ({ messageId: id, conversationId: input.conversationId, attachmentUuid })),
      );
  await tx
    .update(conversations)
    .set({ lastMessageId: id, lastMessageAt: createdAt })
    .where(eq(conversations.id, input.conversationId));
  await tx
    .update(conversationParticipants)
    .set({ unreadCount: sql`${conversationParticipants.unreadCount} + 1` })
    .where(
      and(
        eq(conversationParticipants.conversationId, input.conversationId),
        ne(conversationParticipants.userId, input.authorUserId),
      ),
    );
  await tx
    .update(conversationParticipants)
    .set({ unreadCount: 0, lastReadMessageId: id, emailedUpToMessageId: id })
    .where(
      and(
        eq(conversationParticipants.conversationId, input.conversationId),
        eq(conversationParticipants.userId, input.authorUserId),
      ),
    );
  return { id, createdAt };
};

/** Everything of the thread read by the user: the pointer at the latest message, nothing unread. */
export const markConversationRead = async (db: DbExecutor, conversationId: number, userId: number): Promise<void> => {
  await db
    .update(conversationParticipants)
    .set({
      unreadCount: 0,
      lastReadMessageId: sql`coalesce((select last_message_id from conversations where id = ${conversationId}), 0)`,
    })
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    );
};

export type MessageRow = {
  id: number;
  text: string;
  createdAt: Date;
  authorUserId: number | null;
  authorCompanyId: number | null;
  firstName: string | null;
  lastName: string | null;
  position: string | null;
};

// Every open of a thread and every older page: prepared once per database (planned once).
const messagesQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      id: conversationMessages.id,
      text: conversationMessages.text,
      createdAt: conversationMessages.createdAt,
      authorUserId: conversationMessages.authorUserId,
      authorCompanyId: conversationMessages.authorCompanyId,
      firstName: users.firstName,
      lastName: users.lastName,
      position: users.position,
    })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.authorUserId))
    .where(
      and(
        eq(conversationMessages.conversationId, sql.placeholder('conversationId')),
        lt(conversationMessages.id, sql.placeholder('before')),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('conversation_messages_page'),
);

/** The newest `limit` messages (before a message id when given), newest first; (conversation_id, id) index. */
export const findMessages = (
  db: Database,
  conversationId: number,
  options: { before?: number; limit: number },
): Promise<MessageRow[]> =>
  messagesQuery(db).execute({
    conversationId,
    before: options.before ?? Number.MAX_SAFE_INTEGER,
    limit: options.limit,
  });

/**
 * Attachment uuids of the messages of a page (one query): the page is a run of the thread's message
 * ids, so a range on (conversation_id, message_id) finds them with two parameters, not one per message.
 */
export const findMessageAttachmentLinks = (db: DbExecutor, conversationId: number, messageIds: number[]) =>
  messageIds.length
    ? db
        .select({
          messageId: conversationMessageAttachments.messageId,
          uuid: conversationMessageAttachments.attachmentUuid,
        })
        .from(conversationMessageAttachments)
        .where(
          and(
            eq(conversationMessageAttachments.conversationId, conversationId),
            between(conversationMessageAttachments.messageId, Math.min(...messageIds), Math.max(...messageIds)),
          ),
        )
    : Promise.resolve([]);
