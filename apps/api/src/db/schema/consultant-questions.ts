/** 'Pytania': users' questions to the platform's consultants and their files (spec 6, menu 'Pytania'). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { attachments, investments, users } from './core.js';
import { orders } from './orders.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One question about an investment or an order (`about`: INVESTMENT | ORDER, the matching id set).
 * `status` OPEN until staff answer it (ANSWERED, with the answer, who and when).
 */
export const consultantQuestions = pgTable(
  'consultant_questions',
  {
    id: serial('id').primaryKey(),
    askerUserId: integer('asker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    about: text('about').notNull(),
    investmentId: integer('investment_id').references(() => investments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('OPEN'),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // the asker's list, newest first
    index('consultant_questions_asker_idx').on(t.askerUserId, t.createdAt.desc(), t.id.desc()),
    // the staff queue: open first, oldest first (and the status filter)
    index('consultant_questions_queue_idx').on(t.status, t.createdAt, t.id),
    index('consultant_questions_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('consultant_questions_investment_idx').on(t.investmentId).where(sql`${t.investmentId} is not null`),
  ],
);

export const consultantQuestionAttachments = pgTable(
  'consultant_question_attachments',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => consultantQuestions.id, { onDelete: 'cascade' }),
    attachmentUuid: uuid('attachment_uuid')
      .notNull()
      .references(() => attachments.uuid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.attachmentUuid] })],
);
