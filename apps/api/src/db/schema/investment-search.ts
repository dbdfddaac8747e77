import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
} from 'drizzle-orm/pg-core';
import { investments, users } from './core.js';

/**
 * Saved investment searches (spec platform 5 "Filters and saved filters", for investments): the
 * address bar's parameters, read back through the search's lenient schema.
 */
export const investmentSavedSearches = pgTable(
  'investment_saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    params: jsonb('params').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // also the index of a user's list (its first column)
  (t) => [uniqueIndex('investment_saved_searches_name_unique').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * The investments per voivodeship (0: none or outside the voivodeships), stage and archive flag, with
 * their total value, kept by the database (function investments_province_counts): the search's map
 * counts and the totals of a search filtered by voivodeships, stages and states only read these few
 * hundred rows instead of every investment (spec platform 2.3, 2.10's map for investments).
 */
export const investmentProvinceCounts = pgTable(
  'investment_province_counts',
  {
    provinceId: smallint('province_id').notNull(),
    /** 0: no stage. */
    stageId: smallint('stage_id').notNull(),
    archived: boolean('archived').notNull(),
    investments: integer('investments').notNull(),
    /** The sum of their values (numeric: a sum of bigints). */
    valuePln: numeric('value_pln').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provinceId, t.stageId, t.archived] })],
);

/**
 * The investments' folded names (search_folded) with what the totals of a search by a word read beside
 * them, kept by the database (function investments_keep_search_names). The investments' rows are wide
 * (descriptions: ~800 bytes, 10 a page), so a common word's 25,000 matches were 20,000 pages to visit for
 * their count and value; here they are ~50 a page (spec platform 2.3: the free plan sees those totals).
 * Columns named as the investments' own, so the search's conditions read them under the same alias.
 */
export const investmentSearchNames = pgTable(
  'investment_search_names',
  {
    investmentId: integer('investment_id')
      .primaryKey()
      .references(() => investments.id, { onDelete: 'cascade' }),
    searchFolded: text('search_folded'),
    provinceId: smallint('province_id'),
    stageId: smallint('stage_id'),
    archived: boolean('archived').notNull(),
    valuePln: bigint('value_pln', { mode: 'number' }),
  },
  (t) => [index('investment_search_names_trgm_idx').using('gin', t.searchFolded.op('gin_trgm_ops'))],
);
