import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { plannerFeeds } from '../../db/schema.js';

export const findFeedOfUser = async (db: DbExecutor, userId: number) => {
  const [row] = await db.select().from(plannerFeeds).where(eq(plannerFeeds.userId, userId)).limit(1);
  return row ?? null;
};

/** The user behind a feed address (primary key of the unique token hash). */
export const findFeedByHash = async (db: DbExecutor, tokenHash: string) => {
  const [row] = await db.select().from(plannerFeeds).where(eq(plannerFeeds.tokenHash, tokenHash)).limit(1);
  return row ?? null;
};

/** A new address replaces the old one: the old hash is gone, so the old address answers 404. */
export const replaceFeed = async (db: DbExecutor, userId: number, tokenHash: string) => {
  const [row] = await db
    .insert(plannerFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: plannerFeeds.userId,
      set: { tokenHash, createdAt: new Date(), lastReadAt: null },
    })
    .returning();
  return row!;
};

export const deleteFeed = async (db: DbExecutor, userId: number) => {
  await db.delete(plannerFeeds).where(eq(plannerFeeds.userId, userId));
};

export const markFeedRead = async (db: DbExecutor, userId: number) => {
  await db.update(plannerFeeds).set({ lastReadAt: new Date() }).where(eq(plannerFeeds.userId, userId));
};
