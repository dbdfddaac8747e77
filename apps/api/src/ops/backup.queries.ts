/** The SQL of the backup and restore commands (CONTRIBUTING: SQL only in `*.queries.ts`). */

/** Runs one statement and answers its rows, on the PGlite client or a node-postgres connection alike. */
export type Rows = <T>(text: string) => Promise<T[]>;

/**
 * Every table of the application (its own schema, drizzle's migration journal, pg-boss's jobs) with
 * its row count, read in the caller's transaction: taken in the snapshot pg_dump is given, they are
 * exactly what the dump holds, and a restore is checked against them.
 */
export const countRows = async (rows: Rows): Promise<Record<string, number>> => {
  const tables = await rows<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
      order by 1`,
  );
  if (tables.length === 0) return {};
  const counted = await rows<{ name: string; count: string | number }>(
    tables
      .map((t) => `select '${t.name.replaceAll("'", "''")}' as name, count(*) as count from ${t.name}`)
      .join(' union all '),
  );
  return Object.fromEntries(
    counted.map((r) => [r.name, Number(r.count)]).sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
};

/** The tables of a database outside the system schemas: a restore goes only into an empty one. */
export const countUserTables = async (rows: Rows): Promise<number> => {
  const [row] = await rows<{ count: string | number }>(
    `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
  );
  return Number(row?.count ?? 0);
};

/** A transaction whose snapshot pg_dump shares (`--snapshot`), so the counts above match the dump. */
export const BEGIN_SNAPSHOT = 'begin isolation level repeatable read, read only';
export const exportSnapshot = async (rows: Rows) => {
  const [row] = await rows<{ id: string; version: string }>(
    `select pg_export_snapshot() as id, current_setting('server_version') as version`,
  );
  if (!row) throw new Error('the server did not export a snapshot');
  return row;
};

/** Writes what the last writes left in the write-ahead log to the data files before the folder is copied. */
export const CHECKPOINT = 'checkpoint';
