/** Companies nominated (invited) to an order, their invitation e-mail, views and bid intent (spec 2.8, 3). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, emailOutbox, users } from './core.js';
import { orders } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per (order, company). `invited_at` is set when the invitation e-mail is enqueued: a
 * company nominated in the form of a draft or planned order waits with null until it is published.
 * `seen_at` is the first time a user of the company opened the card (null = unseen).
 */
export const orderNominatedCompanies = pgTable(
  'order_nominated_companies',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** RECOMMENDED (chosen from recommendations) or OTHER ('Zaproś inną firmę'). */
    source: text('source').notNull(),
    /** The e-mail given for a company without a known one. */
    email: text('email'),
    nominatedByUserId: integer('nominated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    invitedAt: at('invited_at'),
    emailOutboxId: integer('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    seenAt: at('seen_at'),
    lastSeenAt: at('last_seen_at'),
    /** First and last time a user of the company downloaded one of the order's attachments. */
    attachmentsDownloadedAt: at('attachments_downloaded_at'),
    attachmentsLastDownloadedAt: at('attachments_last_downloaded_at'),
    /** WILL_BID | WONT_BID | UNDECIDED (null = no answer yet). */
    intent: text('intent'),
    intentReason: text('intent_reason'),
    intentNote: text('intent_note'),
    intentAt: at('intent_at'),
    intentByUserId: integer('intent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.companyId] }),
    index('order_nominated_companies_company_idx')
      .on(t.companyId, t.invitedAt.desc(), t.orderId.desc())
      .where(sql`${t.invitedAt} is not null`),
  ],
);

/**
 * One-time links of the invitation e-mail to answer without logging in: a random token, only its
 * hash stored, for one (order, company, intent); used once, valid until `expires_at`.
 */
export const orderIntentLinks = pgTable(
  'order_intent_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id').notNull(),
    companyId: integer('company_id').notNull(),
    intent: text('intent').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_intent_links_order_company_idx').on(t.orderId, t.companyId)],
);

/**
 * One-time links that activate a user invited by another company ('Zaproś nowego użytkownika',
 * spec 7): a random token, only its hash stored; the user sets a password and is logged in.
 */
export const userActivationLinks = pgTable(
  'user_activation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the investment the user was invited to (named in the e-mail and on the page) */
    investmentId: integer('investment_id'),
    /** the order the user was invited to: where the activation leads */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_activation_links_user_idx').on(t.userId)],
);
