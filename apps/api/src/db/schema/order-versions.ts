/**
 * Versions of a released order and their acknowledgement by the companies concerned ('Zmiany w
 * zleceniu', beyond the spec). The order as published is version 0 and has no row.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { orders } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per change of what a bidder reads: the parts after it (snapshot) and the readable difference. */
export const orderVersions = pgTable(
  'order_versions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, ... per order (numbered under the order row's lock of the save). */
    number: integer('number').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Polish lines of `orderSnapshotDiff` (shared). */
    changes: jsonb('changes').$type<string[]>().notNull(),
    /** `OrderSnapshot` (shared) after the change. */
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [uniqueIndex('order_versions_order_number_unique').on(t.orderId, t.number)],
);

/** A company acknowledged a version (and every earlier one): one row per (order, company, version). */
export const orderVersionAcknowledgements = pgTable(
  'order_version_acknowledgements',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: at('acknowledged_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.companyId, t.version] }),
    index('order_version_ack_company_idx').on(t.companyId, t.orderId),
  ],
);
