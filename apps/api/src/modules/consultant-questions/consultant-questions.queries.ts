import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import {
  attachments,
  companies,
  consultantQuestionAttachments,
  consultantQuestions,
  investments,
  orders,
  users,
} from '../../db/schema.js';

export type QuestionInsert = typeof consultantQuestions.$inferInsert;

const answerer = sql`answerer`;

/** One select of a question with its subject's name and the people around it. */
const questionColumns = {
  id: consultantQuestions.id,
  about: consultantQuestions.about,
  investmentId: consultantQuestions.investmentId,
  orderId: consultantQuestions.orderId,
  subject: consultantQuestions.subject,
  body: consultantQuestions.body,
  status: consultantQuestions.status,
  answer: consultantQuestions.answer,
  answeredAt: consultantQuestions.answeredAt,
  createdAt: consultantQuestions.createdAt,
  askerUserId: consultantQuestions.askerUserId,
  askerFirstName: users.firstName,
  askerLastName: users.lastName,
  askerEmail: users.email,
  askerCompany: companies.name,
  subjectName: sql<string>`coalesce(${investments.name}, '')`,
  answeredBy: sql<string | null>`(select ${answerer}.first_name || ' ' || ${answerer}.last_name
    from users ${answerer} where ${answerer}.id = ${consultantQuestions.answeredByUserId})`,
};

const baseSelect = (db: DbExecutor) =>
  db
    .select(questionColumns)
    .from(consultantQuestions)
    .innerJoin(users, eq(users.id, consultantQuestions.askerUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(orders, eq(orders.id, consultantQuestions.orderId))
    .leftJoin(
      investments,
      eq(investments.id, sql`coalesce(${consultantQuestions.investmentId}, ${orders.investmentId})`),
    );

export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

export const findQuestion = async (db: DbExecutor, id: number) => {
  const [row] = await baseSelect(db).where(eq(consultantQuestions.id, id)).limit(1);
  return row ?? null;
};

/** The asker's questions, newest first (index consultant_questions_asker_idx). */
export const findAskerQuestions = async (db: DbExecutor, userId: number, page: number, size: number) => {
  const where = eq(consultantQuestions.askerUserId, userId);
  const [rows, [total]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(desc(consultantQuestions.createdAt), desc(consultantQuestions.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(consultantQuestions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The staff queue: open questions first, oldest first (index consultant_questions_queue_idx). */
export const findQueue = async (db: DbExecutor, status: string | undefined, page: number, size: number) => {
  const where = status ? eq(consultantQuestions.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(
        desc(sql`${consultantQuestions.status} = 'OPEN'`),
        asc(consultantQuestions.createdAt),
        asc(consultantQuestions.id),
      )
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(consultantQuestions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const investmentExists = async (db: DbExecutor, id: number): Promise<boolean> => {
  const [row] = await db.select({ id: investments.id }).from(investments).where(eq(investments.id, id)).limit(1);
  return !!row;
};

export const insertQuestion = async (db: DbExecutor, row: QuestionInsert, files: string[]): Promise<number> => {
  const [inserted] = await db.insert(consultantQuestions).values(row).returning({ id: consultantQuestions.id });
  const id = inserted!.id;
  if (files.length > 0) {
    await db
      .insert(consultantQuestionAttachments)
      .values(files.map((uuid) => ({ questionId: id, attachmentUuid: uuid })));
  }
  return id;
};

/** Answers an open question; null when it was answered meanwhile (two staff at once). */
export const answerOpenQuestion = async (db: DbExecutor, id: number, answer: string, staffUserId: number) => {
  const [row] = await db
    .update(consultantQuestions)
    .set({ status: 'ANSWERED', answer, answeredAt: new Date(), answeredByUserId: staffUserId })
    .where(and(eq(consultantQuestions.id, id), eq(consultantQuestions.status, 'OPEN')))
    .returning({ id: consultantQuestions.id });
  return row ?? null;
};

/** The files of the questions of one page, in one read. */
export const findQuestionFiles = async (db: DbExecutor, questionIds: number[]) =>
  questionIds.length === 0
    ? []
    : db
        .select({ questionId: consultantQuestionAttachments.questionId, file: attachments })
        .from(consultantQuestionAttachments)
        .innerJoin(attachments, eq(attachments.uuid, consultantQuestionAttachments.attachmentUuid))
        .where(inArray(consultantQuestionAttachments.questionId, questionIds))
        .orderBy(asc(attachments.createdAt));
