import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The current body of every SQL function and trigger, one file each (db/schema/README.md). */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export type FunctionFile = { name: string; sql: string };

/** The files in name order: the order they are applied in on every start. */
export const readFunctionFiles = async (): Promise<FunctionFile[]> => {
  const names = (await fs.readdir(functionsFolder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await fs.readFile(path.join(functionsFolder, name), 'utf8') })),
  );
};

/** One connection: `exec` runs several statements without parameters, `rows` one statement's rows. */
export type SqlSession = {
  exec: (sql: string) => Promise<unknown>;
  rows: <T>(sql: string) => Promise<T[]>;
};

type TriggerState = { table: string; name: string; enabled: string };

/** Every trigger's switch (`tgenabled`): O on, D off, R replica only, A always. */
const TRIGGER_STATES = `select c.relname as "table", t.tgname as name, t.tgenabled::text as enabled
  from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = 'public' and not t.tgisinternal`;

const SWITCH: Record<string, string> = { O: 'ENABLE', D: 'DISABLE', R: 'ENABLE REPLICA', A: 'ENABLE ALWAYS' };

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Applies db/functions/*.sql after the versioned migrations, on every start: CREATE OR REPLACE of the same
 * body changes nothing, so a database already current stays as it was. One transaction, so that a write
 * never meets a half-applied set; an advisory lock, so that instances starting together take turns
 * (concurrent CREATE OR REPLACE of one function fails with "tuple concurrently updated"). Function bodies
 * are checked when they run, not when made (as pg_dump restores them), so the files need no order among
 * themselves. CREATE OR REPLACE TRIGGER switches a trigger on: one switched off on purpose (a bulk load,
 * db/seed/bench-data.queries.ts) is switched off again.
 */
export const applyFunctions = async ({ exec, rows }: SqlSession) => {
  const files = await readFunctionFiles();
  await exec('BEGIN');
  try {
    await exec("SELECT pg_advisory_xact_lock(hashtext('db/functions')); SET LOCAL check_function_bodies = off");
    const before = await rows<TriggerState>(TRIGGER_STATES);
    for (const file of files) {
      await exec(file.sql).catch((error: unknown) => {
        throw new Error(`db/functions/${file.name}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      });
    }
    const after = new Map((await rows<TriggerState>(TRIGGER_STATES)).map((t) => [`${t.table}.${t.name}`, t.enabled]));
    for (const trigger of before) {
      if (after.get(`${trigger.table}.${trigger.name}`) === trigger.enabled) continue;
      await exec(`ALTER TABLE ${quote(trigger.table)} ${SWITCH[trigger.enabled]} TRIGGER ${quote(trigger.name)}`);
    }
    await exec('COMMIT');
  } catch (error) {
    await exec('ROLLBACK');
    throw error;
  }
};
