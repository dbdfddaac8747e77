/**
 * The order map's counts, kept by the database (spec 2.10, migration 0023): statement triggers on orders
 * add and subtract every write's rows in the same transaction, so the map's counts and pins read a few
 * thousand rows instead of every released order. Design: modules/orders-map/DESIGN.md.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { investments } from './core.js';

/**
 * The one row telling how the counts place PLANNED orders: published up to `released_until`, they are
 * counted as RELEASED; later ones as PLANNED. Moved on by `order_map_advance()` (lazily, by the map's
 * reads); the orders published since are corrected at read time from `orders_map_planned_idx`.
 */
export const orderMapClock = pgTable(
  'order_map_clock',
  {
    id: smallint('id').primaryKey().default(1),
    releasedUntil: timestamp('released_until', { withTimezone: true }).notNull(),
  },
  (t) => [check('order_map_clock_one_row', sql`${t.id} = 1`)],
);

/**
 * Orders (not removed) per investment, its province (0: outside the voivodeships), status as the clock
 * places it and visibility: orders visible to everyone in one row, orders visible to industry users only
 * per set of industries (`industries`, '{}' for the others), so that a caller's industries pick theirs.
 * The investment's coordinates are copied here (kept by a trigger on investments) so that a bbox reads
 * one index only.
 */
export const orderMapInvestmentCounts = pgTable(
  'order_map_investment_counts',
  {
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    provinceId: smallint('province_id').notNull(),
    status: text('status').notNull(),
    industryOnly: boolean('industry_only').notNull(),
    industries: integer('industries').array().notNull(),
    orders: integer('orders').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
  },
  // the bbox index (status, floor(longitude * 4), latitude) INCLUDE (...) is in migration 0026: drizzle cannot write INCLUDE
  (t) => [
    primaryKey({
      name: 'order_map_investment_counts_pk',
      columns: [t.investmentId, t.provinceId, t.status, t.industryOnly, t.industries],
    }),
  ],
);

/**
 * The same orders merged per investment and status (migration 0027): one pin per row, so a bbox's pins
 * of one status need no grouping per investment. Orders visible to everyone, and those visible to industry
 * users only with the union of their industries and the number of distinct sets (one set: its orders are
 * all a caller whose industries meet the union sees; more: the caller's part is read from the counts above).
 */
export const orderMapInvestmentPins = pgTable(
  'order_map_investment_pins',
  {
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    provinceId: smallint('province_id').notNull(),
    publicOrders: integer('public_orders').notNull(),
    industryOnlyOrders: integer('industry_only_orders').notNull(),
    industryOnlySets: integer('industry_only_sets').notNull(),
    industryOnlyIndustries: integer('industry_only_industries').array().notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
  },
  // the bbox index (status, floor(longitude * 4), latitude) INCLUDE (...) is in migration 0027: drizzle cannot write INCLUDE
  (t) => [primaryKey({ name: 'order_map_investment_pins_pk', columns: [t.investmentId, t.status] })],
);

/** The same counts summed per province: the voivodeship bubbles read these rows (~13,000 at 1M orders). */
export const orderMapProvinceCounts = pgTable(
  'order_map_province_counts',
  {
    provinceId: smallint('province_id').notNull(),
    status: text('status').notNull(),
    industryOnly: boolean('industry_only').notNull(),
    industries: integer('industries').array().notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_map_province_counts_pk',
      columns: [t.provinceId, t.status, t.industryOnly, t.industries],
    }),
  ],
);

/**
 * The same orders per province by their whole set of industries: the counts of a filter by industries
 * ("Wybierz branże", "Szukaj wg branż mojej firmy", always on for the free plan) sum the sets that meet it
 * (~89,000 rows at 1M orders). Pins with such a filter read the orders.
 */
export const orderMapProvinceIndustryCounts = pgTable(
  'order_map_province_industry_counts',
  {
    provinceId: smallint('province_id').notNull(),
    status: text('status').notNull(),
    industryOnly: boolean('industry_only').notNull(),
    industryIds: integer('industry_ids').array().notNull(),
    orders: integer('orders').notNull(),
  },
  // the GIN index on industry_ids (the sets that meet the asked industries) is in migration 0026, with the bbox index
  (t) => [
    primaryKey({
      name: 'order_map_province_industry_counts_pk',
      columns: [t.provinceId, t.status, t.industryOnly, t.industryIds],
    }),
  ],
);
