import type { ConsultantQuestion, Page, QuestionAbout, QuestionStatus } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { toPage } from '../../lib/pagination.js';
import { presentAttachment } from '../attachments/index.js';
import { findQuestionFiles, type QuestionRow } from './consultant-questions.queries.js';

const presentOne = (row: QuestionRow, files: ConsultantQuestion['attachments']): ConsultantQuestion => ({
  id: row.id,
  about: row.about as QuestionAbout,
  subjectId: (row.about === 'ORDER' ? row.orderId : row.investmentId) ?? 0,
  subjectName: row.subjectName,
  subject: row.subject,
  body: row.body,
  status: row.status as QuestionStatus,
  askedAt: row.createdAt.toISOString(),
  asker: {
    id: row.askerUserId,
    name: `${row.askerFirstName} ${row.askerLastName}`.trim(),
    companyName: row.askerCompany,
  },
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy: row.answeredBy,
  attachments: files,
});

/** Rows of one page with their files (read at once for the page, never per row). */
export const presentQuestions = async (app: FastifyInstance, rows: QuestionRow[]): Promise<ConsultantQuestion[]> => {
  const files = await findQuestionFiles(
    app.db,
    rows.map((r) => r.id),
  );
  const byQuestion = new Map<number, ConsultantQuestion['attachments']>();
  for (const { questionId, file } of files) {
    const list = byQuestion.get(questionId) ?? [];
    list.push(await presentAttachment(app.storage, file));
    byQuestion.set(questionId, list);
  }
  return rows.map((row) => presentOne(row, byQuestion.get(row.id) ?? []));
};

export const presentQuestionPage = async (
  app: FastifyInstance,
  { rows, total }: { rows: QuestionRow[]; total: number },
  page: number,
  size: number,
): Promise<Page<ConsultantQuestion>> => toPage(await presentQuestions(app, rows), total, page, size);
