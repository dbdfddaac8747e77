import { count, eq, type InferInsertModel, type InferSelectModel, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from '../../db/client.js';
import { foldedTextMatches, nameMatches, typedSearchTerms } from '../search/index.js';

/** A table of the editorial content as the generic list and form calls see it: an id and its rows. */
export type EditorialTable = PgTable & { id: PgColumn };
/** A row of the table as Drizzle reads it (its own columns and their types; every one has a serial id). */
export type EditorialRow<T extends EditorialTable> = InferSelectModel<T> & { id: number };
/** The column values a create or an update stores (the table's insert shape). */
export type EditorialValues<T extends EditorialTable> = InferInsertModel<T>;

/**
 * Drizzle types a select over a concrete table, not over a type parameter: the queries below run on
 * the table seen as an EditorialTable, and this is the one place their rows get the table's row type
 * back (they are that table's rows: `select()` of all its columns, `returning()` of all its columns).
 */
const rowsOf = <T extends EditorialTable>(_table: T, rows: Record<string, unknown>[]) => rows as EditorialRow<T>[];

/**
 * The search rule on a name or title (fold_text ... gin_trgm_ops index on that column): every typed
 * word or one of its forms anywhere in it; with the column of its words' lemmas (article titles), the
 * lemmas too, so 'budowa' finds 'budowy' ('fold_text(title || ...)' index).
 */
export const searchCondition = (column: PgColumn, search: string | undefined, lemmas?: PgColumn): SQL | undefined => {
  if (!search?.trim()) return undefined;
  return lemmas
    ? nameMatches(sql`${column}`, sql`${lemmas}`, search)
    : foldedTextMatches(sql`fold_text(${column})`, typedSearchTerms(search));
};

/** The link array holds the id (its GIN index answers `@>`). */
export const containsId = (column: PgColumn, id: number | undefined): SQL | undefined =>
  id === undefined ? undefined : sql`${column} @> array[${id}]::integer[]`;

const whereAll = (conditions: (SQL | undefined)[]): SQL | undefined => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : undefined;
};

/** One page of a panel list: the slice and the count of all matching rows, both in SQL. */
export const findRowsPage = async <T extends EditorialTable>(
  db: Database,
  table: T,
  options: { where: (SQL | undefined)[]; orderBy: SQL[]; page: number; size: number },
): Promise<{ rows: EditorialRow<T>[]; total: number }> => {
  const from: EditorialTable = table;
  const where = whereAll(options.where);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...options.orderBy)
      .limit(options.size)
      .offset(options.page * options.size),
    db.select({ total: count() }).from(from).where(where),
  ]);
  return { rows: rowsOf(table, rows), total: totals?.total ?? 0 };
};

export const findRowById = async <T extends EditorialTable>(
  db: DbExecutor,
  table: T,
  id: number,
): Promise<EditorialRow<T> | null> => {
  const from: EditorialTable = table;
  const [row] = rowsOf(table, await db.select().from(from).where(eq(from.id, id)).limit(1));
  return row ?? null;
};

export const findRowsByIds = async <T extends EditorialTable>(
  db: Database,
  table: T,
  ids: number[],
): Promise<EditorialRow<T>[]> => {
  const from: EditorialTable = table;
  return ids.length ? rowsOf(table, await db.select().from(from).where(inArray(from.id, ids))) : [];
};

export const insertRow = async <T extends EditorialTable>(
  db: DbExecutor,
  table: T,
  values: EditorialValues<T>,
): Promise<EditorialRow<T>> => {
  const into: EditorialTable = table;
  const [row] = rowsOf(table, await db.insert(into).values(values).returning());
  if (!row) throw new Error('the insert returned no row');
  return row;
};

export const updateRow = async <T extends EditorialTable>(
  db: DbExecutor,
  table: T,
  id: number,
  values: Partial<EditorialValues<T>>,
): Promise<EditorialRow<T> | null> => {
  const target: EditorialTable = table;
  const [row] = rowsOf(table, await db.update(target).set(values).where(eq(target.id, id)).returning());
  return row ?? null;
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
