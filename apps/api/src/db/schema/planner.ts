/** 'Planer': the private, revocable address of a user's iCalendar feed (spec 6, menu 'Planer'). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.js';

/**
 * One feed address per user: only the SHA-256 of its random token is kept, so the address is shown
 * once; 'Wygeneruj nowy adres' replaces the row, and the old address stops working.
 */
export const plannerFeeds = pgTable('planner_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
});
