import {
  type AskQuestion,
  type ConsultantQuestion,
  QUESTION_PAGE_SIZE,
  type QuestionListQuery,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser, AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { findAttachmentsByUuids, requireUploaded } from '../attachments/index.js';
import { canSeeOrder, findOrderRow } from '../orders/index.js';
import { canAskQuestions } from './consultant-question.policy.js';
import { presentQuestionPage, presentQuestions } from './consultant-questions.presenter.js';
import { findAskerQuestions, findQuestion, insertQuestion, investmentExists } from './consultant-questions.queries.js';

const requireAsker = (user: ActorUser) => {
  if (!canAskQuestions(user)) throw appError('QUESTION_SERVICE_REQUIRED');
};

/** The order must be one the asker may see; an investment must exist (spec 6, 'Pytania'). */
const requireSubject = async (app: FastifyInstance, auth: AuthContext, body: AskQuestion) => {
  if (body.about === 'INVESTMENT') {
    if (!(await investmentExists(app.db, body.subjectId))) throw appError('QUESTION_SUBJECT_NOT_FOUND');
    return { investmentId: body.subjectId, orderId: null };
  }
  const order = await findOrderRow(app.db, body.subjectId);
  if (!order || !canSeeOrder(auth, order)) throw appError('QUESTION_SUBJECT_NOT_FOUND');
  return { investmentId: null, orderId: order.id };
};

/** Files: the asker's own uploads (target ADDITIONAL), arrived in storage. */
const requireFiles = async (app: FastifyInstance, user: ActorUser, uuids: string[]) => {
  const unique = [...new Set(uuids)];
  const rows = await findAttachmentsByUuids(app.db, unique);
  const own = rows.filter((r) => r.ownerUserId === user.id && r.target === 'ADDITIONAL');
  if (own.length !== unique.length) throw appError('QUESTION_INVALID_ATTACHMENT');
  await requireUploaded(app, own);
  return unique;
};

/** POST /consultant-questions: a new question, open until staff answer it. */
export const askQuestion = async (
  app: FastifyInstance,
  auth: AuthContext,
  user: ActorUser,
  body: AskQuestion,
): Promise<ConsultantQuestion> => {
  requireAsker(user);
  const subject = await requireSubject(app, auth, body);
  const files = await requireFiles(app, user, body.attachments);
  const id = await app.db.transaction((tx) =>
    insertQuestion(
      tx,
      { askerUserId: user.id, about: body.about, ...subject, subject: body.subject, body: body.body },
      files,
    ),
  );
  const row = await findQuestion(app.db, id);
  const [question] = await presentQuestions(app, row ? [row] : []);
  return question!;
};

/** GET /consultant-questions/mine: the asker's questions with their status and answers. */
export const listMyQuestions = async (app: FastifyInstance, user: ActorUser, query: QuestionListQuery) => {
  requireAsker(user);
  const found = await findAskerQuestions(app.db, user.id, query.page, QUESTION_PAGE_SIZE);
  return presentQuestionPage(app, found, query.page, QUESTION_PAGE_SIZE);
};
