import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { investmentStages, investments, users } from './core.js';

/** Watching investments, their stage history and the log of staff changes (issue: the investment database). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A user watching an investment, with a note; `seen_at`: when 'Obserwowane inwestycje' was last opened. */
export const investmentFollows = pgTable(
  'investment_follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('investment_follows_user_investment_unique').on(t.userId, t.investmentId),
    index('investment_follows_investment_idx').on(t.investmentId),
  ],
);

/**
 * A stage change as staff recorded it: the day it happened, where it is known from, a note and, when
 * the new stage is a held one (`investment_stages.on_hold`), the reason of the hold.
 */
export const investmentStageChanges = pgTable(
  'investment_stage_changes',
  {
    id: serial('id').primaryKey(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    fromStageId: smallint('from_stage_id').references(() => investmentStages.id),
    toStageId: smallint('to_stage_id')
      .notNull()
      .references(() => investmentStages.id),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    note: text('note'),
    holdReason: text('hold_reason'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('investment_stage_changes_investment_idx').on(t.investmentId, t.id),
    index('investment_stage_changes_created_idx').on(t.createdAt),
    // 'Inwestycje wstrzymane': the holds newest first, read in index order up to a page
    index('investment_stage_changes_to_stage_idx').on(t.toStageId, t.changedOn.desc(), t.investmentId.desc()),
  ],
);

/**
 * The investment's change log: data corrections (fields before and after), merges of duplicates
 * and participants added (written by the trigger investment_companies_log_participant).
 */
export const investmentChanges = pgTable(
  'investment_changes',
  {
    id: serial('id').primaryKey(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // DATA_CORRECTION | MERGE | PARTICIPANT_ADDED
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('investment_changes_investment_idx').on(t.investmentId, t.id),
    index('investment_changes_created_idx').on(t.createdAt),
  ],
);
