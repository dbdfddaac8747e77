import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../test/server-database.js';
import { type DatabaseHandle, migrationsFolder, openDatabase, QUERY_WORK_MEM } from './client.js';
import { seedIfEmpty } from './seed/index.js';

/**
 * Instances starting at the same moment on one empty PostgreSQL database (a deployment that starts
 * three replicas at once): every start succeeds and each migration runs once, as the advisory lock
 * of db/client.ts makes them take turns. The PostgreSQL server of the run (TEST_DATABASE_URL, else
 * the machine's own); skipped with a message when none answers. PGlite has one process per folder.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const reachable = async () => {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const serverAnswers = await reachable();
if (!serverAnswers) console.warn(`migrate-lock.test: skipped, no PostgreSQL server answers at ${serverUrl}`);

describe.runIf(serverAnswers)('starts at the same moment on one empty PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl, 'test_migrate_lock');
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it('all succeed, each migration ran once, and the database is seeded once', async () => {
    const starts = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: database.url })));
    for (const start of starts) if (start.status === 'fulfilled') handles.push(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query<{ created_at: string; times: string }>(
        'select created_at, count(*) as times from drizzle.__drizzle_migrations group by created_at order by created_at',
      );
      expect(applied.rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
      expect(applied.rows.every((row) => Number(row.times) === 1)).toBe(true);
    } finally {
      await client.end();
    }

    const seeded = await Promise.all(handles.map((handle) => seedIfEmpty(handle.db, { demo: false, size: 'small' })));
    expect(seeded.filter((result) => result.seeded)).toHaveLength(1);
  });

  it('every pooled connection has its session settings, set by SET and not as startup parameters', async () => {
    const handle = handles[0]!;
    if (handle.driver.kind !== 'postgres') throw new Error('expected a PostgreSQL pool');
    const { pool } = handle.driver;
    // a pooler (PgBouncer) refuses startup parameters it does not track: none are sent
    const startup = pool.options as { options?: unknown; statement_timeout?: unknown };
    expect(startup.options).toBeUndefined();
    expect(startup.statement_timeout).toBeUndefined();
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    try {
      for (const client of clients) {
        const { rows } = await client.query(
          `select current_setting('work_mem') as work_mem, current_setting('jit') as jit,
                  current_setting('max_parallel_workers_per_gather') as workers,
                  current_setting('statement_timeout') as timeout`,
        );
        expect(rows[0]).toEqual({ work_mem: QUERY_WORK_MEM, jit: 'off', workers: '0', timeout: '30s' });
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
