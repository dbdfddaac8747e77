/**
 * A company's declarations ('Brałem udział', 'Dopisanie udziału', 'Zgłoś zakresy branżowe' of
 * document 2, 2.6): staff confirm or refuse each one; a confirmed participation becomes a row of
 * investment_companies (the investments module writes it), confirmed scopes rows of company_scopes.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attachments, companies, investments, users } from './core.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const participationClaims = pgTable(
  'participation_claims',
  {
    id: serial('id').primaryKey(),
    /** PARTICIPATION | SCOPES */
    kind: text('kind').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** the investment of a PARTICIPATION; null for SCOPES */
    investmentId: integer('investment_id').references(() => investments.id, { onDelete: 'cascade' }),
    role: text('role'),
    industryIds: integer('industry_ids').array().notNull(),
    valuePln: bigint('value_pln', { mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    evidenceUuid: uuid('evidence_uuid').references(() => attachments.uuid, { onDelete: 'set null' }),
    note: text('note'),
    /** PENDING | CONFIRMED | REFUSED */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    declaredByUserId: integer('declared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // the staff queue, oldest first within a status; the company's own list, newest first
    index('participation_claims_status_idx').on(t.status, t.createdAt),
    index('participation_claims_company_idx').on(t.companyId, t.createdAt),
    // one waiting declaration of a company per investment
    uniqueIndex('participation_claims_pending_uq')
      .on(t.companyId, t.investmentId)
      .where(sql`status = 'PENDING' and kind = 'PARTICIPATION'`),
  ],
);
