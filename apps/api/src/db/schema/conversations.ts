/** Conversations between an order's requester and a contractor company (spec 2.9, 3). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attachments, companies, users } from './core.js';
import { orders } from './orders.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One thread per order and contractor company. `last_message_*` are kept on every message so
 * that the lists sort and show the latest message without reading messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** the industries the contractor declared interest in (the offers issue compares them) */
    industryIds: integer('industry_ids').array().notNull().default(sql`'{}'::int[]`),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_order_company_unique').on(t.orderId, t.companyId),
    index('conversations_company_idx').on(t.companyId),
  ],
);

/**
 * People in a thread, of either company. `unread_count` is kept by every message (plus one for
 * everyone but the author) and zeroed by mark-read, so the polled unread count reads only the
 * caller's rows that have unread (partial index), never messages.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    /** the first unread message not yet announced by e-mail is above this id */
    emailedUpToMessageId: bigint('emailed_up_to_message_id', { mode: 'number' }).notNull().default(0),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId, t.conversationId),
    // (user, count) so that the polled sum is an index-only scan
    index('conversation_participants_unread_idx').on(t.userId, t.unreadCount).where(sql`${t.unreadCount} > 0`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorCompanyId: integer('author_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** plain text; links are made clickable on display */
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.id)],
);

export const conversationMessageAttachments = pgTable(
  'conversation_message_attachments',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    attachmentUuid: uuid('attachment_uuid')
      .notNull()
      .references(() => attachments.uuid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.attachmentUuid] }),
    index('conversation_message_attachments_conversation_idx').on(t.conversationId, t.messageId),
  ],
);

/** Private ("additional") attachments a company keeps for itself about a conversation. */
export const conversationPrivateAttachments = pgTable(
  'conversation_private_attachments',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    attachmentUuid: uuid('attachment_uuid')
      .notNull()
      .references(() => attachments.uuid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conversation_private_attachments_unique').on(t.conversationId, t.companyId, t.attachmentUuid)],
);
