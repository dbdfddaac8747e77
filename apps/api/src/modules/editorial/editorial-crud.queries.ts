import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from '../../db/client.js';
import { likeContains } from '../../lib/sql-text.js';

/** A table of the editorial content as the generic list and form calls see it: an id and its rows. */
export type EditorialTable = PgTable & { id: PgColumn };
export type AnyRow = Record<string, unknown> & { id: number };

/** Matches the search anywhere in the folded text (fold_text ... gin_trgm_ops index on that column). */
export const searchCondition = (column: PgColumn, search: string | undefined): SQL | undefined =>
  search?.trim() ? sql`fold_text(${column}) like fold_text(${likeContains(search.trim())})` : undefined;

/** The link array holds the id (its GIN index answers `@>`). */
export const containsId = (column: PgColumn, id: number | undefined): SQL | undefined =>
  id === undefined ? undefined : sql`${column} @> array[${id}]::integer[]`;

const whereAll = (conditions: (SQL | undefined)[]): SQL | undefined => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : undefined;
};

/** One page of a panel list: the slice and the count of all matching rows, both in SQL. */
export const findRowsPage = async (
  db: Database,
  table: EditorialTable,
  options: { where: (SQL | undefined)[]; orderBy: SQL[]; page: number; size: number },
): Promise<{ rows: AnyRow[]; total: number }> => {
  const where = whereAll(options.where);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...options.orderBy)
      .limit(options.size)
      .offset(options.page * options.size),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as AnyRow[], total: totals?.total ?? 0 };
};

export const findRowById = async (db: DbExecutor, table: EditorialTable, id: number): Promise<AnyRow | null> => {
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return (row as AnyRow | undefined) ?? null;
};

export const findRowsByIds = async (db: Database, table: EditorialTable, ids: number[]): Promise<AnyRow[]> =>
  ids.length ? ((await db.select().from(table).where(inArray(table.id, ids))) as AnyRow[]) : [];

export const insertRow = async (db: DbExecutor, table: EditorialTable, values: Record<string, unknown>) => {
  const [row] = await db.insert(table).values(values).returning();
  return row as AnyRow;
};

export const updateRow = async (
  db: DbExecutor,
  table: EditorialTable,
  id: number,
  values: Record<string, unknown>,
): Promise<AnyRow | null> => {
  const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return (row as AnyRow | undefined) ?? null;
};

export const deleteRow = async (db: DbExecutor, table: EditorialTable, id: number): Promise<boolean> => {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
};

/** How many of the ids exist in the table (a link to a missing entry is refused). */
export const countExisting = async (db: DbExecutor, table: EditorialTable, ids: number[]): Promise<number> => {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
  return row?.n ?? 0;
};

/** Removes a deleted entry's id from the link arrays that name it (GIN index on the array column). */
export const removeFromLinkArray = async (db: DbExecutor, table: PgTable, column: PgColumn, id: number) => {
  await db
    .update(table)
    .set({ [keyOf(table, column)]: sql`array_remove(${column}, ${id})` })
    .where(sql`${column} @> array[${id}]::integer[]`);
};

const keyOf = (table: PgTable, column: PgColumn): string => {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
};
