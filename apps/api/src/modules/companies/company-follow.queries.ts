import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyFollows } from '../../db/schema.js';

export type FollowRow = typeof companyFollows.$inferSelect;

const byUserAndCompany = (userId: number, companyId: number) =>
  and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId));

export const findFollow = async (db: Database, userId: number, companyId: number): Promise<FollowRow | null> => {
  const [row] = await db.select().from(companyFollows).where(byUserAndCompany(userId, companyId)).limit(1);
  return row ?? null;
};

/** Follows once; a second follow keeps the existing settings. */
export const insertFollow = async (
  db: Database,
  row: { userId: number; companyId: number; notify: boolean },
): Promise<void> => {
  await db
    .insert(companyFollows)
    .values({
      userId: row.userId,
      companyId: row.companyId,
      notifyTookPartInNewInvestment: row.notify,
      notifyInvestmentUpdated: row.notify,
    })
    .onConflictDoNothing();
};

/** Unfollowing deletes the row, so the note and notification settings are lost (spec 4). */
export const deleteFollow = async (db: Database, userId: number, companyId: number): Promise<void> => {
  await db.delete(companyFollows).where(byUserAndCompany(userId, companyId));
};

export const updateFollow = async (
  db: Database,
  id: number,
  set: Partial<Pick<FollowRow, 'note' | 'notifyTookPartInNewInvestment' | 'notifyInvestmentUpdated'>>,
): Promise<FollowRow> => {
  const [row] = await db.update(companyFollows).set(set).where(eq(companyFollows.id, id)).returning();
  return row as FollowRow;
};
