import {
  type AnswerQuestion,
  type ConsultantQuestion,
  QUESTION_PAGE_SIZE,
  type QuestionListQuery,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { consultantAnswerEmail, enqueueEmail } from '../notifications/index.js';
import { canAnswerQuestions } from './consultant-question.policy.js';
import { presentQuestionPage, presentQuestions } from './consultant-questions.presenter.js';
import { answerOpenQuestion, findQuestion, findQueue } from './consultant-questions.queries.js';

const requireStaff = (user: ActorUser) => {
  if (!canAnswerQuestions(user)) throw appError('FORBIDDEN');
};

/** GET /admin/consultant-questions: the staff queue (spec 6 menu 'Pytania': superadmin, administrator, sales). */
export const listQueue = async (app: FastifyInstance, user: ActorUser, query: QuestionListQuery) => {
  requireStaff(user);
  const found = await findQueue(app.db, query.status, query.page, QUESTION_PAGE_SIZE);
  return presentQuestionPage(app, found, query.page, QUESTION_PAGE_SIZE);
};

/**
 * POST /admin/consultant-questions/{id}/answer: answers once; the asker is e-mailed (CONSULTANT_ANSWER,
 * by the asker's e-mail settings, applied by the outbox relay) in the transaction of the answer.
 */
export const answerQuestion = async (
  app: FastifyInstance,
  user: ActorUser,
  questionId: number,
  body: AnswerQuestion,
): Promise<ConsultantQuestion> => {
  requireStaff(user);
  const question = await findQuestion(app.db, questionId);
  if (!question) throw appError('QUESTION_NOT_FOUND');
  if (question.status !== 'OPEN') throw appError('QUESTION_ALREADY_ANSWERED');
  await app.sendLimits.take({ kind: 'notification', by: { userId: user.id }, recipients: [question.askerEmail] });
  await app.db.transaction(async (tx) => {
    if (!(await answerOpenQuestion(tx, questionId, body.answer, user.id))) throw appError('QUESTION_ALREADY_ANSWERED');
    await enqueueEmail(app, tx, {
      kind: 'CONSULTANT_ANSWER',
      eventKey: `question:${questionId}`,
      recipient: { email: question.askerEmail, userId: question.askerUserId },
      content: (context) =>
        consultantAnswerEmail(context, { subject: question.subject, subjectName: question.subjectName }),
    });
  });
  const [answered] = await presentQuestions(app, [(await findQuestion(app.db, questionId))!]);
  return answered!;
};
