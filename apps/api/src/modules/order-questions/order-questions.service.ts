import {
  type AnswerQuestionBody,
  effectiveQuestionDeadline,
  ORDER_QUESTIONS_PAGE_SIZE,
  type OrderQuestions,
  questionsOpen,
  warsawDay,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { visibleOrder } from '../orders/index.js';
import { canAnswerQuestions, canAskQuestion, seesAskers } from './order-question.policy.js';
import { presentQuestion } from './order-questions.presenter.js';
import {
  findQuestion,
  findQuestionDeadline,
  findQuestionPage,
  insertQuestion,
  saveAnswer,
} from './order-questions.queries.js';
import { answerNoticeRecipients, enqueueAnswerNotices } from './question-notice.js';

const callerCompany = (auth: AuthContext) => (auth.kind === 'user' ? auth.user.companyId : null);

/** The order (visible to the caller) and its question deadline in force. */
const orderWithDeadline = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  const { order } = await visibleOrder(app, auth, orderId);
  const set = await findQuestionDeadline(app.db, orderId);
  const deadline = effectiveQuestionDeadline(set, order.offerDeadlineTo);
  const open = order.status === 'RELEASED' && questionsOpen(deadline, warsawDay(new Date()));
  return { order, set, deadline, open };
};

/** GET /orders/{id}/questions: the tab as the caller may see it (the requester: every question and asker). */
export const getOrderQuestions = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  page: number,
): Promise<OrderQuestions> => {
  const { order, set, deadline, open } = await orderWithDeadline(app, auth, orderId);
  const all = seesAskers(auth, order);
  const companyId = callerCompany(auth);
  const size = ORDER_QUESTIONS_PAGE_SIZE;
  const { rows, total } = await findQuestionPage(app.db, orderId, all ? { all } : { all, companyId }, {
    offset: page * size,
    limit: size,
  });
  return {
    questionDeadline: deadline,
    deadlineSet: set !== null,
    open,
    canAsk: open && canAskQuestion(auth, order),
    canAnswer: canAnswerQuestions(auth, order),
    questions: toPage(
      rows.map((row) => presentQuestion(row, { seesAskers: all, companyId })),
      total,
      page,
      size,
    ),
  };
};

/** POST /orders/{id}/questions: a contractor asks, on a released order, until the question deadline. */
export const askQuestion = async (app: FastifyInstance, auth: AuthContext, orderId: number, question: string) => {
  const { order, open } = await orderWithDeadline(app, auth, orderId);
  if (auth.kind !== 'user' || !canAskQuestion(auth, order) || auth.user.companyId === null)
    throw appError('ORDER_QUESTION_CANNOT_ASK');
  if (order.status !== 'RELEASED') throw appError('ORDER_QUESTION_NOT_RELEASED');
  if (!open) throw appError('ORDER_QUESTION_DEADLINE_PASSED');
  const id = await insertQuestion(app.db, { orderId, companyId: auth.user.companyId, userId: auth.user.id, question });
  return { id };
};

/**
 * PUT /orders/{id}/questions/{questionId}/answer: the requester answers once, publicly (everyone
 * who sees the order; invited companies are e-mailed) or privately (the asker's company only).
 */
export const answerQuestion = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  questionId: number,
  body: AnswerQuestionBody,
) => {
  const { order } = await visibleOrder(app, auth, orderId);
  if (auth.kind !== 'user' || !canAnswerQuestions(auth, order)) throw appError('ORDER_QUESTION_CANNOT_ANSWER');
  const question = await findQuestion(app.db, orderId, questionId);
  if (!question) throw appError('ORDER_QUESTION_NOT_FOUND');
  if (question.answer !== null) throw appError('ORDER_QUESTION_ALREADY_ANSWERED');
  const answered = { orderId, questionId, askerCompanyId: question.companyId, question: question.question, ...body };
  const isPublic = body.visibility === 'PUBLIC';
  const recipients = await answerNoticeRecipients(app.db, answered, isPublic);
  // decision: one answer counts once for its sender (the recipients are the order's invitees, not
  // chosen by the caller; 90 of them would spend half an hour's limit); each recipient's daily cap holds
  if (recipients.length > 0)
    await app.sendLimits.take({
      kind: 'notification',
      by: { userId: auth.user.id },
      recipients: recipients.map((r) => r.email),
      count: 1,
    });
  await app.db.transaction(async (tx) => {
    const saved = await saveAnswer(tx, {
      questionId,
      answer: body.answer,
      visibility: body.visibility,
      userId: auth.user.id,
    });
    if (!saved) throw appError('ORDER_QUESTION_ALREADY_ANSWERED');
    await enqueueAnswerNotices(app, tx, answered, isPublic, recipients);
  });
  return getOrderQuestions(app, auth, orderId, 0);
};
