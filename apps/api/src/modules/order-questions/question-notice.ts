import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { enqueueEmail, orderQuestionAnsweredEmail } from '../notifications/index.js';
import { findInvestmentName, findNoticeRecipients, type NoticeRecipient } from './question-notice.queries.js';

export const ORDER_QUESTION_ANSWERED = 'ORDER_QUESTION_ANSWERED';

type Answered = { orderId: number; questionId: number; askerCompanyId: number; question: string; answer: string };

/** The recipients of an answer's notice (read before the save, so the send limits are taken first). */
export const answerNoticeRecipients = (db: DbExecutor, answered: Answered, isPublic: boolean) =>
  findNoticeRecipients(db, { orderId: answered.orderId, askerCompanyId: answered.askerCompanyId, isPublic });

/**
 * The answer's e-mail to each recipient, in the answer's transaction (outbox; the relay applies each
 * user's e-mail preferences). One per question and user: the key is the question's.
 */
export const enqueueAnswerNotices = async (
  app: FastifyInstance,
  tx: DbExecutor,
  answered: Answered,
  isPublic: boolean,
  recipients: readonly NoticeRecipient[],
) => {
  if (recipients.length === 0) return;
  const investmentName = await findInvestmentName(tx, answered.orderId);
  for (const recipient of recipients)
    await enqueueEmail(app, tx, {
      kind: ORDER_QUESTION_ANSWERED,
      eventKey: `order-question:${answered.questionId}:answered`,
      recipient,
      content: (context) =>
        orderQuestionAnsweredEmail(context, {
          orderId: answered.orderId,
          investmentName,
          question: answered.question,
          answer: answered.answer,
          isPublic,
        }),
    });
};
