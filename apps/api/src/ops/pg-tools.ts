import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../config/env.js';

/** The embedded database's folder under DATA_DIR (db/client.ts). */
export const pgliteFolder = (env: Env) => path.join(env.dataDir, 'pglite');

/**
 * The connection of a client tool: the address without the password, which goes in PGPASSWORD so
 * that it never shows in the process list.
 */
export const toolConnection = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : ({} as Record<string, string>) };
};

type Tool = { child: ChildProcess; done: Promise<void> };

/** Starts a PostgreSQL client tool; `done` rejects with its error output when it fails. */
const startTool = (
  tool: string,
  args: string[],
  extraEnv: Record<string, string>,
  stdio: { stdin?: 'pipe'; stdout?: 'pipe' } = {},
): Tool => {
  const child = spawn(tool, args, {
    env: { ...process.env, ...extraEnv },
    stdio: [stdio.stdin ?? 'ignore', stdio.stdout ?? 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`${tool} could not be started (${error.message}); install the PostgreSQL client tools`)),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${errors.trim()}`)),
    );
  });
  return { child, done };
};

export const runTool = (tool: string, args: string[], extraEnv: Record<string, string>) =>
  startTool(tool, args, extraEnv).done;

const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public', false);";

/**
 * The restore script runs with `public` on the search path instead of pg_restore's empty one.
 * earthdistance's ll_to_earth (PostgreSQL 15 and older) calls cube's earth() unqualified, so with an
 * empty search path the index over ll_to_earth (companies_earth_idx) cannot be built and a plain
 * pg_restore of this database fails. The extensions live in `public` (the migrations create them
 * there) and every name of the script is qualified, so this changes nothing else. The line is the
 * script's header: it comes before any row, and only its first occurrence is changed.
 */
const searchPathFix = () => {
  let head = '';
  let fixed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (fixed) return callback(null, chunk);
      head += chunk.toString('utf8');
      if (head.includes(EMPTY_SEARCH_PATH) || head.length > 1_000_000) {
        fixed = true;
        const text = head.replace(EMPTY_SEARCH_PATH, PUBLIC_SEARCH_PATH);
        head = '';
        return callback(null, Buffer.from(text, 'utf8'));
      }
      callback();
    },
    flush(callback) {
      callback(null, head ? Buffer.from(head, 'utf8') : undefined);
    },
  });
};

/**
 * Restores a custom-format dump into an empty database in one transaction (a restore that fails
 * leaves the database empty): pg_restore writes the script, psql runs it.
 */
export const restoreDump = async (dumpFile: string, databaseUrl: string) => {
  const connection = toolConnection(databaseUrl);
  const reader = startTool('pg_restore', ['--file=-', '--no-owner', '--no-privileges', dumpFile], connection.env, {
    stdout: 'pipe',
  });
  const writer = startTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${connection.dbname}`],
    connection.env,
    { stdin: 'pipe' },
  );
  const piped = pipeline(reader.child.stdout!, searchPathFix(), writer.child.stdin!);
  const [read, wrote, pipe] = await Promise.allSettled([reader.done, writer.done, piped]);
  // psql's error says what failed; pg_restore's broken pipe is only its consequence.
  for (const result of [wrote, read, pipe]) if (result.status === 'rejected') throw result.reason;
};
