/** Company membership: requests to join a company and the history of membership changes (spec 2.8, 6). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { orders } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A person invited into a company by someone who may not grant membership (another company's user,
 * or a colleague without the admin role). The person has an account but no company until the
 * company's admin, or staff where the company has no admin, approves. One pending request per person.
 */
export const companyMembershipRequests = pgTable(
  'company_membership_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    investmentId: integer('investment_id'),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_membership_requests_company_idx').on(t.companyId, t.status, t.id),
    index('company_membership_requests_pending_idx').on(t.id).where(sql`status = 'PENDING'`),
    uniqueIndex('company_membership_requests_one_pending').on(t.userId).where(sql`status = 'PENDING'`),
  ],
);

/** Every change of who belongs to a company: who, when, how (read by the company admin and staff). */
export const companyMembershipEvents = pgTable(
  'company_membership_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MEMBERSHIP_CHANGES of the shared contract (memberships.ts) */
    change: text('change').notNull(),
    /** REGISTRATION | COMPANY_ADMIN | STAFF | INVITATION */
    via: text('via').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the right given or taken (RIGHT_GRANTED, RIGHT_REVOKED) */
    right: text('right'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('company_membership_events_company_idx').on(t.companyId, t.id)],
);
