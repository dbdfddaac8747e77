/** Offers: the contractor's terms per declared industry, the requester's choices, notes and thanks (spec 3, 4). */
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { conversations } from './conversations.js';
import { companies, industries, users } from './core.js';
import { orders } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per (thread, declared industry): kept in step with `conversations.industry_ids` by the
 * conversations service (an industry no longer declared loses its row and its choice). `order_id`
 * and `company_id` are the thread's, repeated so that the comparison reads one table by order.
 */
export const offers = pgTable(
  'offers',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** net PLN, optional */
    priceNet: numeric('price_net', { precision: 12, scale: 2, mode: 'number' }),
    validUntil: date('valid_until', { mode: 'string' }),
    selectedAt: at('selected_at'),
    selectedByUserId: integer('selected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the requester looked at it (PUT .../industries/read) */
    readAt: at('read_at'),
    /** the requester rejected the company's offer (DELETE .../offers/companies/{companyId}) */
    rejectedAt: at('rejected_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.industryId] }),
    index('offers_order_industry_idx').on(t.orderId, t.industryId),
    index('offers_company_idx').on(t.companyId, t.orderId),
    // the coverage alert's similar orders: an industry's offers by order (order-questions/coverage.queries.ts)
    index('offers_industry_order_idx').on(t.industryId, t.orderId),
  ],
);

/** 'bez wskazania' of an industry of an order: a row while it is marked. */
export const orderIndustryWithoutIndication = pgTable(
  'order_industry_without_indication',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    markedByUserId: integer('marked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    markedAt: at('marked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.industryId] })],
);

/** The requester's private notes about a contractor company's offer on an order. */
export const offerNotes = pgTable(
  'offer_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the contractor the note is about */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    postedAt: at('posted_at').notNull().defaultNow(),
  },
  (t) => [index('offer_notes_order_company_idx').on(t.orderId, t.companyId, t.id)],
);

/** Every edit of a note, with the text it replaced (the history the notes panel shows). */
export const offerNoteEdits = pgTable(
  'offer_note_edits',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => offerNotes.id, { onDelete: 'cascade' }),
    editorUserId: integer('editor_user_id').references(() => users.id, { onDelete: 'set null' }),
    previousText: text('previous_text').notNull(),
    editedAt: at('edited_at').notNull().defaultNow(),
  },
  (t) => [index('offer_note_edits_note_idx').on(t.noteId, t.id)],
);

/** Thanks sent for an order, once per side (WINNERS, LOSERS). */
export const orderAppreciations = pgTable(
  'order_appreciations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    withPriceBand: boolean('with_price_band').notNull().default(false),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.side] })],
);
