import type { InvestmentRole } from '@platform/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, industries, investmentCompanies, investments } from '../../db/schema.js';

export const findInvestment = async (db: DbExecutor, id: number) =>
  (await db.select().from(investments).where(eq(investments.id, id)).limit(1))[0];

export const nextInvestmentId = async (db: DbExecutor): Promise<number> => {
  const { rows } = await db.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('investments', 'id')) as id`,
  );
  return Number(rows[0]?.id);
};

/** How many of the ids are companies, and how many are industries (a participant names one of each). */
export const countKnown = async (db: DbExecutor, companyIds: number[], industryIds: number[]) => {
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  const [i] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(industries)
    .where(inArray(industries.id, industryIds));
  return { companies: c?.n ?? 0, industries: i?.n ?? 0 };
};

/**
 * A copy of the model investment under a new id and name (place, kind, value, sector, stage and
 * parameters as the model's): the triggers fill what is kept beside it (counts, search columns).
 */
export const insertInvestmentCopy = async (
  db: DbExecutor,
  model: typeof investments.$inferSelect,
  copy: { id: number; name: string; nameLemmas: string; stageId: number | null },
): Promise<void> => {
  const { createdAt: _c, updatedAt: _u, searchFolded: _s, ...columns } = model;
  await db.insert(investments).values({ ...columns, ...copy, archived: false });
};

export const insertParticipations = async (
  db: DbExecutor,
  investmentId: number,
  participants: readonly { companyId: number; role: string | InvestmentRole; industryId: number }[],
): Promise<void> => {
  if (participants.length === 0) return;
  await db
    .insert(investmentCompanies)
    .values(participants.map((p) => ({ investmentId, companyId: p.companyId, industryId: p.industryId, role: p.role })))
    .onConflictDoNothing();
};
