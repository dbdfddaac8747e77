import { z } from 'zod';
import { attachmentSchema } from '../attachments.js';
import { idSchema, pageOf, pathIdSchema } from '../common.js';
import { line, text } from '../text.js';

/**
 * 'Pytania' (spec 6, menu 'Pytania'; service CONSULTANT_OPTION_LIMITATION): a user asks the platform's
 * consultants about an investment or an order; staff answer from the queue of the admin panel.
 */
export const QUESTION_SUBJECT_MAX = 200;
export const QUESTION_BODY_MAX = 4000;
export const QUESTION_ANSWER_MAX = 4000;
export const QUESTION_ATTACHMENTS_MAX = 10;
export const QUESTION_PAGE_SIZE = 20;

export const QUESTION_ABOUT = ['INVESTMENT', 'ORDER'] as const;
export const questionAboutSchema = z.enum(QUESTION_ABOUT);
export type QuestionAbout = z.infer<typeof questionAboutSchema>;

export const QUESTION_STATUSES = ['OPEN', 'ANSWERED'] as const;
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

export const QUESTION_MESSAGES = {
  subjectRequired: 'Podaj temat pytania.',
  subjectTooLong: `Maksymalna długość tematu to ${QUESTION_SUBJECT_MAX} znaków.`,
  bodyRequired: 'Wpisz treść pytania.',
  bodyTooLong: `Maksymalna długość pytania to ${QUESTION_BODY_MAX} znaków.`,
  answerRequired: 'Wpisz odpowiedź.',
  answerTooLong: `Maksymalna długość odpowiedzi to ${QUESTION_ANSWER_MAX} znaków.`,
  tooManyFiles: `Do pytania można dołączyć najwyżej ${QUESTION_ATTACHMENTS_MAX} plików.`,
  badId: 'Nieprawidłowy identyfikator pytania.',
} as const;

export const askQuestionSchema = z.object({
  about: questionAboutSchema,
  /** the investment's or the order's id */
  subjectId: idSchema,
  subject: line().trim().min(1, { error: QUESTION_MESSAGES.subjectRequired }).max(QUESTION_SUBJECT_MAX, {
    error: QUESTION_MESSAGES.subjectTooLong,
  }),
  body: text().trim().min(1, { error: QUESTION_MESSAGES.bodyRequired }).max(QUESTION_BODY_MAX, {
    error: QUESTION_MESSAGES.bodyTooLong,
  }),
  /** uploaded files (target ADDITIONAL) of the asker */
  attachments: z.array(z.uuid()).max(QUESTION_ATTACHMENTS_MAX, { error: QUESTION_MESSAGES.tooManyFiles }).default([]),
});
export type AskQuestion = z.infer<typeof askQuestionSchema>;

export const answerQuestionSchema = z.object({
  answer: text().trim().min(1, { error: QUESTION_MESSAGES.answerRequired }).max(QUESTION_ANSWER_MAX, {
    error: QUESTION_MESSAGES.answerTooLong,
  }),
});
export type AnswerQuestion = z.infer<typeof answerQuestionSchema>;

export const questionParamsSchema = z.object({ questionId: pathIdSchema(QUESTION_MESSAGES.badId) });

export const consultantQuestionSchema = z
  .object({
    id: z.number().int(),
    about: questionAboutSchema,
    subjectId: z.number().int(),
    /** the investment's name (an order: its investment's) */
    subjectName: text(),
    subject: text(),
    body: text(),
    status: questionStatusSchema,
    askedAt: text(),
    asker: z.object({ id: z.number().int(), name: text(), companyName: text().nullable() }),
    answer: text().nullable(),
    answeredAt: text().nullable(),
    answeredBy: text().nullable(),
    attachments: z.array(attachmentSchema),
  })
  .meta({ id: 'ConsultantQuestion' });
export type ConsultantQuestion = z.infer<typeof consultantQuestionSchema>;
export const consultantQuestionPageSchema = pageOf(consultantQuestionSchema).meta({ id: 'ConsultantQuestionPage' });

/** The address bar of the lists: page and (the staff queue) status; a bad value falls back to its default. */
export const questionListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).catch(0).default(0),
  status: questionStatusSchema.optional().catch(undefined),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;
