import type { OrderAnswerVisibility, OrderQuestion } from '@platform/shared';
import type { QuestionRow } from './order-questions.queries.js';

/**
 * A question row as the caller may see it: the asker's company only for those who see askers (the
 * requester, staff); `mine` for the asker's own company. Nothing else of the asker goes out.
 */
export const presentQuestion = (
  row: QuestionRow,
  caller: { seesAskers: boolean; companyId: number | null },
): OrderQuestion => ({
  id: row.id,
  question: row.question,
  askedAt: row.askedAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  visibility: row.answerVisibility as OrderAnswerVisibility | null,
  mine: caller.companyId !== null && row.companyId === caller.companyId,
  askerCompany: caller.seesAskers ? { id: row.companyId, name: row.companyName } : null,
});
