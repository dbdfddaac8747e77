import { effectiveQuestionDeadline, questionDeadlineProblem, warsawDay } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { visibleOrder } from '../orders/index.js';
import { canAnswerQuestions } from './order-question.policy.js';
import { saveQuestionDeadline } from './order-questions.queries.js';
import { findDeadlines } from './question-deadline.queries.js';

/**
 * The question deadline in force per order (the planner shows it): the one the requester set, else
 * 3 days before the offer deadline; absent for an order without an offer deadline.
 */
export const questionDeadlinesFor = async (
  db: DbExecutor,
  orderIds: readonly number[],
): Promise<Map<number, { questionDeadline: string; set: boolean }>> => {
  const rows = await findDeadlines(db, orderIds);
  const result = new Map<number, { questionDeadline: string; set: boolean }>();
  for (const row of rows) {
    const deadline = effectiveQuestionDeadline(row.questionDeadline, row.offerDeadlineTo);
    if (deadline) result.set(row.orderId, { questionDeadline: deadline, set: row.questionDeadline !== null });
  }
  return result;
};

/** PUT /orders/{id}/questions/deadline: the requester sets the day; not past, before the offer deadline. */
export const setQuestionDeadline = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  deadline: string,
): Promise<void> => {
  const { order } = await visibleOrder(app, auth, orderId);
  if (auth.kind !== 'user' || !canAnswerQuestions(auth, order)) throw appError('ORDER_QUESTION_CANNOT_ANSWER');
  const problem = questionDeadlineProblem(deadline, order.offerDeadlineTo, warsawDay(new Date()));
  if (problem === 'inPast') throw appError('ORDER_QUESTION_DEADLINE_IN_PAST');
  if (problem === 'afterOffers') throw appError('ORDER_QUESTION_DEADLINE_AFTER_OFFERS');
  await saveQuestionDeadline(app.db, { orderId, deadline, userId: auth.user.id });
};
