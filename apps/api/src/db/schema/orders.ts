/** Orders, their industries, contacts, attachments, statistics events and saved filters (spec 3). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attachments, companies, industries, investments, users } from './core.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A request for offers on an investment. `status` is what was stored; a PLANNED order whose
 * `publish_at` has passed reads as RELEASED (computed in SQL, see orders queries). `industry_ids`
 * and `search_text` are kept by the server on every save for the list filters and text search.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull(), // DRAFT | PLANNED | RELEASED | ARCHIVED
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    isApproved: boolean('is_approved').notNull().default(true),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    offerDeadlineFrom: date('offer_deadline_from', { mode: 'string' }),
    offerDeadlineTo: date('offer_deadline_to', { mode: 'string' }),
    /** First day of the month of each end of the work front. */
    workDeadlineFrom: date('work_deadline_from', { mode: 'string' }),
    workDeadlineTo: date('work_deadline_to', { mode: 'string' }),
    scope: text('scope'),
    description: text('description'),
    technology: jsonb('technology').notNull().default({ producerPreference: [], technologyPreference: [] }),
    documents: jsonb('documents').notNull().default([]),
    visibleToIndustryUsersOnly: boolean('visible_to_industry_users_only').notNull().default(false),
    notifyContacts: boolean('notify_contacts').notNull().default(false),
    /** When the contacts were e-mailed about an order staff published for them (once per order). */
    contactsNotifiedAt: timestamp('contacts_notified_at', { withTimezone: true }),
    industryIds: integer('industry_ids').array().notNull().default(sql`'{}'::int[]`),
    searchText: text('search_text').notNull().default(''),
    /**
     * The investment's province, kept in step by triggers (migration 0014) so that the list and counts
     * filter by province on an index of orders instead of joining investments row by row.
     */
    provinceId: smallint('province_id'),
    /** search_text holds the Polish lemmas of its words (rows saved before migration 0012 wait for the startup backfill). */
    searchLemmatised: boolean('search_lemmatised').notNull().default(true),
    deletedReason: text('deleted_reason'),
    /** USER_MISTAKE: the order is gone from every list and card. */
    removed: boolean('removed').notNull().default(false),
    /**
     * The edit form's version: each save of the form adds one, and a save read at an older version
     * is refused (two tabs never overwrite each other silently). State changes leave it alone.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_company_idx').on(t.companyId),
    index('orders_investment_idx').on(t.investmentId),
    index('orders_status_publish_idx').on(t.status, t.publishAt).where(sql`not ${t.removed}`),
    index('orders_industry_ids_idx').using('gin', t.industryIds),
    // the deadline reminder job: published orders whose offer deadline has just passed
    index('orders_released_offer_deadline_idx')
      .on(t.offerDeadlineTo)
      .where(sql`${t.status} = 'RELEASED' and not ${t.removed}`),
    // Not partial on purpose: PostgreSQL combines two bitmaps (BitmapAnd) only when they answer different
    // conditions, and every other orders index is partial on `not removed`; so the word index and this one
    // can be intersected (a word in one province: 15 ms instead of 850 ms at 1M orders, measured).
    index('orders_province_publish_idx').on(t.provinceId, t.publishAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // lists rely on it: a published or planned order has its publication date (order-list-filters.queries.ts)
    check('orders_published_has_date', sql`${t.status} not in ('RELEASED', 'PLANNED') or ${t.publishAt} is not null`),
  ],
);

/**
 * Every word of the order texts, as the word index holds it (migration 0029, kept by triggers on orders):
 * a typed word is looked up as the exact words it starts, which the word index answers several times
 * faster than a prefix. Words of removed or edited texts stay (a word no order holds matches nothing).
 * The column is `COLLATE "C"` in the migration, so a prefix is a range of the primary key.
 */
export const orderSearchLexemes = pgTable('order_search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
});

export const orderIndustries = pgTable(
  'order_industries',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    position: smallint('position').notNull().default(0),
    workScopeNumber: numeric('work_scope_number', { precision: 14, scale: 2, mode: 'number' }),
    unit: text('unit'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.industryId] }), index('order_industries_industry_idx').on(t.industryId)],
);

export const orderContacts = pgTable(
  'order_contacts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    publishPhone: boolean('publish_phone').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.userId] }), index('order_contacts_user_idx').on(t.userId)],
);

export const orderAttachments = pgTable(
  'order_attachments',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attachmentUuid: uuid('attachment_uuid')
      .notNull()
      .references(() => attachments.uuid, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.attachmentUuid] })],
);

/** Interactions with an order: VISIT, CONTACT_FETCH, SHARE, CONVERSATION_INTERACTION. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_kind_idx').on(t.orderId, t.kind)],
);

/** Saved filters of the order lists, per user and list type. */
export const userFilters = pgTable(
  'user_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_filters_name_unique').on(t.userId, t.type, sql`lower(${t.name})`)],
);
