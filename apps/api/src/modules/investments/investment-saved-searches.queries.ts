import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investmentSavedSearches } from '../../db/schema.js';
import { polishOrder } from '../../lib/polish-order.js';

export type SavedSearchRow = typeof investmentSavedSearches.$inferSelect;

export const findSavedSearches = (db: Database, userId: number): Promise<SavedSearchRow[]> =>
  db
    .select()
    .from(investmentSavedSearches)
    .where(eq(investmentSavedSearches.userId, userId))
    .orderBy(polishOrder(investmentSavedSearches.name), asc(investmentSavedSearches.id));

/**
 * Inserts a search unless the user has `max` of them or one of the same name (case ignored); a
 * per-user advisory lock keeps two concurrent saves from passing the limit together.
 */
export const insertSavedSearch = (
  db: Database,
  row: { userId: number; name: string; params: Record<string, string> },
  max: number,
): Promise<{ outcome: 'inserted'; row: SavedSearchRow } | { outcome: 'limit' | 'duplicate' }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7303, ${row.userId}::int)`);
    const mine = eq(investmentSavedSearches.userId, row.userId);
    const [same] = await tx
      .select({ id: investmentSavedSearches.id })
      .from(investmentSavedSearches)
      .where(and(mine, sql`lower(${investmentSavedSearches.name}) = lower(${row.name})`))
      .limit(1);
    if (same) return { outcome: 'duplicate' as const };
    const [total] = await tx.select({ n: count() }).from(investmentSavedSearches).where(mine);
    if ((total?.n ?? 0) >= max) return { outcome: 'limit' as const };
    const [inserted] = await tx.insert(investmentSavedSearches).values(row).returning();
    return { outcome: 'inserted' as const, row: inserted as SavedSearchRow };
  });

/** Deletes the user's own search; answers whether there was one. */
export const deleteSavedSearchRow = async (db: Database, userId: number, id: number): Promise<boolean> => {
  const deleted = await db
    .delete(investmentSavedSearches)
    .where(and(eq(investmentSavedSearches.id, id), eq(investmentSavedSearches.userId, userId)))
    .returning({ id: investmentSavedSearches.id });
  return deleted.length > 0;
};
