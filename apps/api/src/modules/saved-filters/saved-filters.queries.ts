import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userFilters } from '../../db/schema.js';
import { polishOrder } from '../../lib/polish-order.js';

export type UserFilterRow = typeof userFilters.$inferSelect;

export const findUserFilters = (db: Database, userId: number, type: string): Promise<UserFilterRow[]> =>
  db
    .select()
    .from(userFilters)
    .where(and(eq(userFilters.userId, userId), eq(userFilters.type, type)))
    .orderBy(polishOrder(userFilters.name), asc(userFilters.id));

export const findUserFilter = async (db: Database, id: number): Promise<UserFilterRow | null> => {
  const [row] = await db.select().from(userFilters).where(eq(userFilters.id, id)).limit(1);
  return row ?? null;
};

/**
 * Inserts a filter unless the user already has `max` of this type or one of the same name (case
 * ignored). A per-user advisory lock keeps two concurrent saves from passing the limit together.
 */
export const insertUserFilter = (
  db: Database,
  row: { userId: number; type: string; name: string; filters: unknown },
  max: number,
): Promise<{ outcome: 'inserted'; row: UserFilterRow } | { outcome: 'limit' | 'duplicate' }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7302, ${row.userId}::int)`);
    const mine = and(eq(userFilters.userId, row.userId), eq(userFilters.type, row.type));
    const [same] = await tx
      .select({ id: userFilters.id })
      .from(userFilters)
      .where(and(mine, sql`lower(${userFilters.name}) = lower(${row.name})`))
      .limit(1);
    if (same) return { outcome: 'duplicate' as const };
    const [total] = await tx.select({ n: count() }).from(userFilters).where(mine);
    if ((total?.n ?? 0) >= max) return { outcome: 'limit' as const };
    const [inserted] = await tx.insert(userFilters).values(row).returning();
    return { outcome: 'inserted' as const, row: inserted as UserFilterRow };
  });

export const deleteUserFilterRow = async (db: Database, id: number): Promise<void> => {
  await db.delete(userFilters).where(eq(userFilters.id, id));
};
