import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { currentRequest, type RequestContext } from '../lib/request-context.js';
import { applyFunctions } from './apply-functions.js';
import { lockDataDir } from './data-dir-lock.js';
import { type Listener, listenPglite, listenPostgres, type Unlisten } from './listen.js';
import * as schema from './schema.js';

/**
 * The query-builder API of the PGlite and node-postgres drivers is the same; both are typed as the
 * node-postgres database so that every query is written once.
 */
export type Database = NodePgDatabase<typeof schema>;

/** A database or an open transaction: seed steps and writes inside a transaction run on either. */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  ping: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dump?: () => Promise<Blob>;
  /** LISTEN on a channel the database NOTIFYs (db/listen.ts); answers the function that stops it. */
  listen: (channel: string, listener: Listener) => Promise<Unlisten>;
  /** Calls `observer` after every statement with its duration (slow-query log, plugins/metrics.ts). */
  observeQueries: (observer: QueryObserver) => () => void;
  /** The driver under drizzle, for the job queue (plugins/jobs.ts), which speaks plain SQL. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

/**
 * When the server is away a request must fail within seconds (503), not wait for the operating
 * system's TCP timeout: waiting for a free pooled connection or a new one is bounded, and so is a
 * statement on the server and the wait for its answer. A broken connection is dropped by the pool,
 * so the first request after the server is back opens a fresh one.
 */
export const POOL_TIMEOUTS = { connectMs: 3_000, statementMs: 30_000, queryMs: 35_000, idleMs: 30_000 };

/**
 * Memory a sort or a bitmap of one query may use before spilling. PostgreSQL's default 4 MB turns the
 * page bitmap of a word found in ~100,000 orders lossy, and every row of the lossy pages is then checked
 * again through `order_search_vector` (42 s for a common word within a province at 1M orders, measured;
 * under 1 s with room for an exact bitmap). 32 MB a connection: 10 pooled connections stay far below
 * the memory of the smallest server we run on.
 */
export const QUERY_WORK_MEM = '32MB';

/**
 * What every pooled connection sets before its first statement. As SET statements, not as startup
 * parameters (`options=-c ...`, node-postgres' `statement_timeout`): a pooler such as PgBouncer
 * refuses a startup parameter it does not track ("unsupported startup parameter"), or drops it
 * without a word when told to ignore it, so the settings would be lost exactly where they matter.
 * A SET lasts for the session: on a direct connection, and behind a pooler in session mode (docs/deployment.md,
 * "Connection poolers"), whose reset between clients (DISCARD ALL) the next connection's SET undoes.
 *
 * JIT compiles any plan estimated above jit_above_cost: the map's pins of a voivodeship (estimated
 * 245,000, 52 ms of work at 1M orders) spent 116 ms compiling. The product's reads are short; it never pays.
 * Nor do parallel workers: each is a new server process, started for one statement and cold (catalog
 * caches, shared memory pages), and the machine's cores already serve other requests. A count of a
 * word in two provinces at 1M orders took 126 ms with two workers and 31 ms without.
 */
export const sessionSettings = (withStatementTimeout: boolean): string =>
  [
    `set work_mem = '${QUERY_WORK_MEM}'`,
    'set jit = off',
    'set max_parallel_workers_per_gather = 0',
    ...(withStatementTimeout ? [`set statement_timeout = ${POOL_TIMEOUTS.statementMs}`] : []),
  ].join('; ');

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The extensions the migrations create: PGlite loads them only when given at start. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, cube, earthdistance };

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** A PGlite data-directory dump to start from (the tests' migrated and seeded template). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL server: no statement or answer timeout (a data-set generator's batch on a busy machine
   * may run past the 30 s a request is allowed).
   */
  withoutStatementTimeouts?: boolean;
};

/**
 * A connection lost while checked out is handed back to the pool (which drops it) at once. pg-pool
 * listens to a connection's 'error' only while it is idle, so without a listener the loss would be an
 * uncaught exception; and drizzle's `transaction` sends BEGIN before its try/finally, so a connection
 * lost at BEGIN was never released: pool.end() waited for it forever and, worse, each one took a pool
 * slot for good after a database restart. The statement in flight fails with the error as before; the
 * caller's own later release is then a no-op.
 */
const releaseLostConnections = (pool: pg.Pool) => {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      client.release(error);
      client.release = () => undefined;
    }),
  );
};

/**
 * Key of the session-level advisory lock the migrations and the SQL functions are applied under. Any
 * number of instances may start at once on one database: each waits for the lock, and the one after
 * the first finds every migration recorded and applies none (drizzle's migrator takes no lock of its
 * own; two at once both ran the first migration, and one failed). Session-level, so it needs a
 * direct connection or a pooler in session mode (docs/deployment.md, "Connection poolers").
 */
export const MIGRATION_LOCK_KEY = 7_345_100_002;

/**
 * The versioned migrations, then the current SQL functions and triggers (db/functions/), on one
 * connection of their own without the request timeouts (a migration may rewrite a big table: 0014
 * takes minutes at 1M orders). Ending the connection releases the lock, also after a failure.
 */
const migrateUnderLock = async (databaseUrl: string) => {
  const migrator = new pg.Client({ connectionString: databaseUrl });
  migrator.on('error', () => undefined);
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
    await applyFunctions({
      exec: (text) => migrator.query(text),
      rows: async (text) => (await migrator.query(text)).rows,
    });
  } finally {
    await migrator.end();
  }
};

/** A statement's duration, its text, and the request it ran for (taken when it was sent). */
export type QueryObserver = (durationMs: number, text: string, request: RequestContext | undefined) => void;

const queryObservers = () => {
  const observers = new Set<QueryObserver>();
  return {
    add: (observer: QueryObserver) => {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
    notify: (durationMs: number, text: string, request: RequestContext | undefined) => {
      for (const observer of observers) observer(durationMs, text, request);
    },
  };
};

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Times every statement of a connection (node-postgres, in the callback and promise forms it uses,
 * and PGlite's top-level queries; a transaction's own statements on PGlite are not seen). Streams
 * and cursors pass untimed.
 */
const timeQueries = (client: Queryable, notify: QueryObserver) => {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { text?: string; submit?: unknown } | string | undefined;
    if (first && typeof first === 'object' && typeof first.submit === 'function') return original(...args);
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    // the answer arrives in the socket's async context: the request is the one the statement was sent in
    const request = currentRequest();
    const started = performance.now();
    const done = () => notify(performance.now() - started, text, request);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...results: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
};

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const settings = sessionSettings(!options.withoutStatementTimeouts);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: POOL_TIMEOUTS.connectMs,
      idleTimeoutMillis: POOL_TIMEOUTS.idleMs,
      ...(options.withoutStatementTimeouts ? {} : { query_timeout: POOL_TIMEOUTS.queryMs }),
      // A peer gone without a reset (a dropped network) is noticed by TCP keepalive, not hours later.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // before a new connection serves anything; when it fails, the connection is closed and the
      // statement that asked for it fails (pg-pool's onConnect)
      onConnect: async (client: pg.PoolClient) => {
        await client.query(settings);
      },
    } as pg.PoolConfig);
    // An idle connection closed by the server (restart, dropped test database) is replaced by the
    // pool on the next query; without a listener the 'error' event would crash the process.
    pool.on('error', () => undefined);
    releaseLostConnections(pool);
    const observers = queryObservers();
    pool.on('connect', (client) => timeQueries(client, observers.notify));
    const db = drizzlePg(pool, { schema });
    await migrateUnderLock(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      close: () => pool.end(),
      observeQueries: observers.add,
      listen: (channel, listener) => listenPostgres(options.databaseUrl as string, channel, listener),
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }
  let dataDir: string | undefined;
  let unlock: () => Promise<void> = async () => undefined;
  if (!options.inMemory && options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  await applyFunctions({
    exec: (text) => client.exec(text),
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
  });
  await client.exec(`set work_mem = '${QUERY_WORK_MEM}'`);
  const observers = queryObservers();
  timeQueries(client, observers.notify);
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    dump: () => client.dumpDataDir('none'),
    observeQueries: observers.add,
    close: async () => {
      await client.close();
      await unlock();
    },
    listen: (channel, listener) => listenPglite(client, channel, listener),
    ping: async () => {
      await client.query('select 1');
    },
  };
};
