import type { AdminEmailListQuery, EmailStatus } from '@platform/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { likeContains } from '../../lib/sql-text.js';

const rowColumns = {
  id: emailOutbox.id,
  createdAt: emailOutbox.createdAt,
  kind: emailOutbox.kind,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastAttemptAt: emailOutbox.lastAttemptAt,
  sentAt: emailOutbox.sentAt,
  error: emailOutbox.error,
  reason: emailOutbox.reason,
};

/** The page's filters but the status one (the counts per status answer under these). */
const baseConditions = (query: AdminEmailListQuery): SQL[] => {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(emailOutbox.kind, query.kind));
  if (query.recipient) conditions.push(ilike(emailOutbox.to, likeContains(query.recipient)));
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    conditions.push(or(ilike(emailOutbox.subject, likeContains(word)), ilike(emailOutbox.to, likeContains(word)))!);
  }
  // Days of the Polish calendar: from its midnight in Warsaw to the next one.
  if (query.from) {
    conditions.push(sql`${emailOutbox.createdAt} >= (${query.from}::date::timestamp at time zone 'Europe/Warsaw')`);
  }
  if (query.to) {
    conditions.push(sql`${emailOutbox.createdAt} < ((${query.to}::date + 1)::timestamp at time zone 'Europe/Warsaw')`);
  }
  return conditions;
};

export const findOutboxPage = async (db: Database, query: AdminEmailListQuery, pageSize: number) => {
  const base = baseConditions(query);
  const where = and(...base, ...(query.status ? [eq(emailOutbox.status, query.status)] : []));
  const [rows, [total], perStatus] = await Promise.all([
    db
      .select(rowColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset(query.page * pageSize),
    db.select({ n: count() }).from(emailOutbox).where(where),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .where(and(...base))
      .groupBy(emailOutbox.status),
  ]);
  return { rows, total: total?.n ?? 0, perStatus: perStatus as { status: EmailStatus; n: number }[] };
};

export const findOutboxEmail = async (db: Database, id: number) => {
  const [row] = await db
    .select({ ...rowColumns, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row ?? null;
};

/** Puts a FAILED row back in the queue; null when the row is missing or not FAILED. */
export const requeueFailedEmail = async (db: DbExecutor, id: number) => {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'QUEUED', error: null, jobEnqueuedAt: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'FAILED')))
    .returning({ id: emailOutbox.id });
  return row ?? null;
};
