import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { investmentFollows } from '../../db/schema.js';

export type InvestmentFollowRow = typeof investmentFollows.$inferSelect;

const byUserAndInvestment = (userId: number, investmentId: number) =>
  and(eq(investmentFollows.userId, userId), eq(investmentFollows.investmentId, investmentId));

export const findInvestmentFollow = async (db: DbExecutor, userId: number, investmentId: number) => {
  const [row] = await db.select().from(investmentFollows).where(byUserAndInvestment(userId, investmentId)).limit(1);
  return row ?? null;
};

/** Follows with the note, or saves the note of an existing follow (its start and seen time stay). */
export const upsertInvestmentFollow = async (
  db: DbExecutor,
  row: { userId: number; investmentId: number; note: string | null },
): Promise<InvestmentFollowRow> => {
  const [saved] = await db
    .insert(investmentFollows)
    .values(row)
    .onConflictDoUpdate({ target: [investmentFollows.userId, investmentFollows.investmentId], set: { note: row.note } })
    .returning();
  return saved as InvestmentFollowRow;
};

export const deleteInvestmentFollow = async (db: DbExecutor, userId: number, investmentId: number) => {
  await db.delete(investmentFollows).where(byUserAndInvestment(userId, investmentId));
};

/** Which of `ids` the user follows (one index range of investment_follows_user_investment_unique). */
export const findFollowedAmong = async (db: DbExecutor, userId: number, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: investmentFollows.investmentId })
    .from(investmentFollows)
    .where(and(eq(investmentFollows.userId, userId), inArray(investmentFollows.investmentId, [...ids])));
  return rows.map((r) => r.id);
};

/** The user opened 'Obserwowane inwestycje': what changed is counted from now on. */
export const markInvestmentFollowsSeen = (db: DbExecutor, userId: number) =>
  db.update(investmentFollows).set({ seenAt: new Date() }).where(eq(investmentFollows.userId, userId));

export type FollowerRow = { user_id: number; email: string; first_name: string | null };

/** The active users following an investment, to be told of its changes. */
export const findActiveFollowers = async (db: DbExecutor, investmentId: number, since?: Date) => {
  const after = since ? sql`and f.created_at < ${since.toISOString()}` : sql``;
  const result = await db.execute<FollowerRow>(sql`
    select u.id as user_id, u.email, u.first_name
      from investment_follows f
      join users u on u.id = f.user_id and u.active
     where f.investment_id = ${investmentId} ${after}
     order by u.id`);
  return result.rows;
};
