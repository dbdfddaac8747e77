import { z } from 'zod';
import { pageOf, pathIdSchema } from '../common.js';
import { orderIdSchema } from '../orders/enums.js';
import { text } from '../text.js';
import { ORDER_QUESTION_MESSAGES as M } from './messages.js';
import { isCalendarDay } from './question-deadline.js';

export const ORDER_QUESTION_MAX = 2000;
export const ORDER_ANSWER_MAX = 4000;
export const ORDER_QUESTIONS_PAGE_SIZE = 20;

export const ORDER_ANSWER_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export const orderAnswerVisibilitySchema = z.enum(ORDER_ANSWER_VISIBILITIES).meta({ id: 'OrderAnswerVisibility' });
export type OrderAnswerVisibility = z.infer<typeof orderAnswerVisibilitySchema>;

const calendarDaySchema = text().refine(isCalendarDay, { error: M.invalidDeadline });

export const orderQuestionsParamsSchema = z.object({ id: orderIdSchema });
export const orderQuestionParamsSchema = z.object({ id: orderIdSchema, questionId: pathIdSchema(M.invalidQuestionId) });
export const orderQuestionsQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

export const askQuestionBodySchema = z.object({
  question: text().trim().min(1, { error: M.questionEmpty }).max(ORDER_QUESTION_MAX, { error: M.questionTooLong }),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;

export const answerQuestionBodySchema = z.object({
  answer: text().trim().min(1, { error: M.answerEmpty }).max(ORDER_ANSWER_MAX, { error: M.answerTooLong }),
  visibility: orderAnswerVisibilitySchema,
});
export type AnswerQuestionBody = z.infer<typeof answerQuestionBodySchema>;

export const questionDeadlineBodySchema = z.object({ questionDeadline: calendarDaySchema });
export type QuestionDeadlineBody = z.infer<typeof questionDeadlineBodySchema>;

/**
 * One question as the caller may see it. `askerCompany` only for the requester (the asker is
 * never shown to other contractors); `mine` tells the asker's own company its questions.
 */
export const orderQuestionSchema = z
  .object({
    id: z.number().int(),
    question: text(),
    askedAt: text(),
    answer: text().nullable(),
    answeredAt: text().nullable(),
    visibility: orderAnswerVisibilitySchema.nullable(),
    mine: z.boolean(),
    askerCompany: z.object({ id: z.number().int(), name: text() }).nullable(),
  })
  .meta({ id: 'OrderQuestion' });
export type OrderQuestion = z.infer<typeof orderQuestionSchema>;

/** The 'Pytania' tab: the deadline, what the caller may do, and a page of questions. */
export const orderQuestionsSchema = z
  .object({
    questionDeadline: text().nullable(),
    deadlineSet: z.boolean(),
    open: z.boolean(),
    canAsk: z.boolean(),
    canAnswer: z.boolean(),
    questions: pageOf(orderQuestionSchema),
  })
  .meta({ id: 'OrderQuestions' });
export type OrderQuestions = z.infer<typeof orderQuestionsSchema>;
