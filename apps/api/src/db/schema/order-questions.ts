/** Questions contractors ask about an order, their answers, and the order's question deadline. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './core.js';
import { orders } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A contractor's question about an order. `company_id` is the asker's company: shown to the
 * requester only, never to other contractors. `answer_visibility` PUBLIC (everyone who sees the
 * order) or PRIVATE (the asker's company only), set with the answer.
 */
export const orderQuestions = pgTable(
  'order_questions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    askedByUserId: integer('asked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    askedAt: at('asked_at').notNull().defaultNow(),
    answer: text('answer'),
    answerVisibility: text('answer_visibility'),
    answeredAt: at('answered_at'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_questions_order_idx').on(t.orderId, t.id.desc()),
    index('order_questions_company_idx').on(t.companyId),
    index('order_questions_unanswered_idx').on(t.orderId).where(sql`${t.answer} is null`),
  ],
);

/** The question deadline the requester set (no row: 3 days before the offer deadline). */
export const orderQuestionSettings = pgTable('order_question_settings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  questionDeadline: date('question_deadline', { mode: 'string' }).notNull(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
