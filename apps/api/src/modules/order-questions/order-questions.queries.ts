import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, orderQuestionSettings, orderQuestions } from '../../db/schema.js';

export type QuestionRow = {
  id: number;
  companyId: number;
  companyName: string;
  question: string;
  askedAt: Date;
  answer: string | null;
  answerVisibility: string | null;
  answeredAt: Date | null;
};

/**
 * Whose questions a caller reads: every question (the requester), or the answered public ones and
 * its own company's (a contractor).
 */
export type QuestionScope = { all: true } | { all: false; companyId: number | null };

const scopeCondition = (scope: QuestionScope) =>
  scope.all
    ? undefined
    : or(
        eq(orderQuestions.answerVisibility, 'PUBLIC'),
        scope.companyId === null ? sql`false` : eq(orderQuestions.companyId, scope.companyId),
      );

/** One page of an order's questions, newest first, with the total (index `order_questions_order_idx`). */
export const findQuestionPage = async (
  db: DbExecutor,
  orderId: number,
  scope: QuestionScope,
  page: { offset: number; limit: number },
): Promise<{ rows: QuestionRow[]; total: number }> => {
  const where = and(eq(orderQuestions.orderId, orderId), scopeCondition(scope));
  const rows = await db
    .select({
      id: orderQuestions.id,
      companyId: orderQuestions.companyId,
      companyName: companies.name,
      question: orderQuestions.question,
      askedAt: orderQuestions.askedAt,
      answer: orderQuestions.answer,
      answerVisibility: orderQuestions.answerVisibility,
      answeredAt: orderQuestions.answeredAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(orderQuestions)
    .innerJoin(companies, eq(companies.id, orderQuestions.companyId))
    .where(where)
    .orderBy(desc(orderQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? (page.offset === 0 ? 0 : await countQuestions(db, where)) };
};

const countQuestions = async (db: DbExecutor, where: ReturnType<typeof and>) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(orderQuestions).where(where))[0]?.n ?? 0;

export const insertQuestion = async (
  db: DbExecutor,
  input: { orderId: number; companyId: number; userId: number; question: string },
) =>
  (
    await db
      .insert(orderQuestions)
      .values({
        orderId: input.orderId,
        companyId: input.companyId,
        askedByUserId: input.userId,
        question: input.question,
      })
      .returning({ id: orderQuestions.id })
  )[0]!.id;

export const findQuestion = async (db: DbExecutor, orderId: number, questionId: number) =>
  (
    await db
      .select()
      .from(orderQuestions)
      .where(and(eq(orderQuestions.id, questionId), eq(orderQuestions.orderId, orderId)))
      .limit(1)
  )[0] ?? null;

/** Answers a question not answered yet; null when someone answered first. */
export const saveAnswer = async (
  db: DbExecutor,
  input: { questionId: number; answer: string; visibility: string; userId: number },
) =>
  (
    await db
      .update(orderQuestions)
      .set({
        answer: input.answer,
        answerVisibility: input.visibility,
        answeredAt: sql`now()`,
        answeredByUserId: input.userId,
      })
      .where(and(eq(orderQuestions.id, input.questionId), isNull(orderQuestions.answer)))
      .returning({ id: orderQuestions.id })
  )[0] ?? null;

export const findQuestionDeadline = async (db: DbExecutor, orderId: number): Promise<string | null> =>
  (
    await db
      .select({ deadline: orderQuestionSettings.questionDeadline })
      .from(orderQuestionSettings)
      .where(eq(orderQuestionSettings.orderId, orderId))
  )[0]?.deadline ?? null;

export const saveQuestionDeadline = (db: DbExecutor, input: { orderId: number; deadline: string; userId: number }) =>
  db
    .insert(orderQuestionSettings)
    .values({ orderId: input.orderId, questionDeadline: input.deadline, updatedByUserId: input.userId })
    .onConflictDoUpdate({
      target: orderQuestionSettings.orderId,
      set: { questionDeadline: input.deadline, updatedByUserId: input.userId, updatedAt: sql`now()` },
    });
