import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { NewOrderRow } from './order.queries.js';

/** search_text is stored folded (diacritics and case), as the trigram index and the search expect. */
export const foldedSearchText = (text: string | undefined) => sql`fold_text(${text ?? ''})`;

/** Inserts a new order (inside the caller's transaction, with its children); answers its id. */
export const insertOrder = async (tx: DbExecutor, values: NewOrderRow): Promise<number> => {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, searchText: foldedSearchText(values.searchText) })
    .returning({ id: orders.id });
  return row!.id;
};

/**
 * Stores the columns of a saved form (inside the caller's transaction, with its children) and adds
 * one to its version, only while the order is still at `readAt` (the version the form was read at;
 * undefined: any). Answers the new version, or null when another save came first.
 */
export const updateOrderColumns = async (
  tx: DbExecutor,
  orderId: number,
  values: Partial<NewOrderRow>,
  readAt: number | undefined,
): Promise<number | null> => {
  const [row] = await tx
    .update(orders)
    .set({ ...values, searchText: foldedSearchText(values.searchText), version: sql`${orders.version} + 1` })
    .where(readAt === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.version, readAt)))
    .returning({ version: orders.version });
  return row?.version ?? null;
};
