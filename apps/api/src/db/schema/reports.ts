/**
 * The market comparator's competition figures (document 2, section 2.8), kept by the database: at 1M
 * orders, joining every published order of two years with its industries and offers cost seconds per
 * call. Statement triggers on orders, order_industries and offers recompute the touched orders' units
 * in the writer's transaction (db/functions/report_units_*.sql), so every write path keeps them. Not
 * tied by foreign keys: a cascade would remove units before the triggers subtract them from the counts.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per published order (RELEASED, PLANNED or ARCHIVED, not removed, with a voivodeship) and top
 * industry it asks for: the companies that offered in that industry, the first choice there, the days
 * given for offers. `month` is the publication's month in Polish time, the key of the counts below.
 */
export const reportOrderUnits = pgTable(
  'report_order_units',
  {
    orderId: integer('order_id').notNull(),
    topIndustryId: integer('top_industry_id').notNull(),
    provinceId: smallint('province_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    offers: integer('offers').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    deadlineDays: integer('deadline_days'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.topIndustryId] }),
    // planned orders not yet published, left out of the counts at read time
    index('report_order_units_publish_idx').on(t.publishAt),
    // the median days to a decision: only decided units, read without the table
    index('report_order_units_decided_idx')
      .on(t.publishAt, t.provinceId, t.topIndustryId, t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    // the client coverage's comparable deadlines: a few cells, each one range
    index('report_order_units_cell_idx').on(t.provinceId, t.topIndustryId, t.publishAt, t.deadlineDays),
  ],
);

/**
 * How many units of a month, voivodeship and top industry got each number of offers: the histogram
 * the exact median of offers per order and the single-offer share are read from (a few thousand rows
 * for two years instead of a million units). Rows at zero are removed by the writer.
 */
export const reportCompetitionCounts = pgTable(
  'report_competition_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    provinceId: smallint('province_id').notNull(),
    topIndustryId: integer('top_industry_id').notNull(),
    offers: integer('offers').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.provinceId, t.topIndustryId, t.offers] }),
    index('report_competition_counts_empty_idx').on(t.month).where(sql`${t.units} = 0`),
  ],
);

/**
 * How many investments each company takes part in, whatever their period or state: the bound that lets
 * the most active companies of a wide scope be counted exactly for a few candidates instead of every
 * participation (modules/reports/top-companies.queries.ts); and when the latest of its investments not
 * archived was added, which counts the companies active since a month without visiting their 1.4M
 * participations (the /start figure). Kept by statement triggers on investment_companies and a row
 * trigger on investments (db/functions/report_companies_*.sql); a company without participations has no row.
 */
export const reportCompanyInvestments = pgTable(
  'report_company_investments',
  {
    companyId: integer('company_id').primaryKey(),
    investments: integer('investments').notNull(),
    lastInvestmentAt: timestamp('last_investment_at', { withTimezone: true }),
  },
  (t) => [index('report_company_investments_rank_idx').on(t.investments.desc(), t.companyId)],
);
