import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.js';

/**
 * A user's choice per kind of e-mail: IMMEDIATE, DIGEST or OFF. A kind without
 * a row takes its default (shared `defaultDeliveryMode`), so only changes are stored.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Unsubscribe tokens already used (their JWT id): a link works once. */
export const usedUnsubscribeTokens = pgTable('used_unsubscribe_tokens', {
  tokenId: text('token_id').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reminders already sent, one per (reminder, subject): the reminder jobs skip a subject found here,
 * so a reminder goes out once per order (or invitation) and occasion, whatever the job's schedule.
 * `reminder` names the occasion: the kind, with a step where one kind has several
 * (`ORDER_DEADLINE_PASSED`, `OFFER_DEADLINE_REMINDER:72h`).
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    reminder: text('reminder').notNull(),
    subjectId: integer('subject_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminder, t.subjectId] }), index('sent_reminders_sent_idx').on(t.sentAt)],
);
