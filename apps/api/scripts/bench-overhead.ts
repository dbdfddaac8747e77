/**
 * Per-request overhead benchmark: the product API beside a bare Fastify + pg
 * (or PGlite) server running the same SQL, loaded in turn with autocannon on loopback, in one run.
 *
 *   npm run bench:overhead -- [--targets postgres,pglite] [--database-url URL] [--duration 10]
 *     [--warmup 5] [--rounds 2] [--connections 10] [--port 3400] [--profile DIR]
 *
 * Data: PostgreSQL database `bench_g_overhead` on 127.0.0.1:5432 (created and seeded with the demo
 * data when missing) or --database-url; PGlite: `.tmp/bench/overhead-pglite` (seeded once), copied
 * for the bare server since one data directory serves one process.
 *
 * What the bare server runs: the queries the product ran for the call on a warm request (captured
 * here in process by wrapping the driver's query method), plus the actor lookup a service without a
 * cache runs on every request. Both servers get a warm-up, then the measured time is split into
 * rounds that alternate bare and product so machine noise hits both.
 *
 * --profile DIR starts the product with `node --cpu-prof --cpu-prof-dir DIR`; the profile is written
 * when it stops, and `tsx apps/api/scripts/bench-overhead/top-self.ts DIR/<file>.cpuprofile` lists
 * its top self-time entries.
 *
 * Writes docs/bench-results/overhead.json (the shared result shape) and prints the table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { findActorById } from '../src/plugins/actor.queries.js';
import { DEMO_PASSWORD, loginAs } from '../src/test/login.js';
import { writeResult } from './bench/results.js';
import { compiledServerCommand, type ServerCommand, tsxServerCommand } from './bench/server.js';
import type { BareConfig, CapturedQuery } from './bench-overhead/bare-server.js';

const { values: args } = parseArgs({
  options: {
    targets: { type: 'string', default: 'postgres,pglite' },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3400' },
    login: { type: 'string', default: 'klient' },
    profile: { type: 'string' },
    server: { type: 'string', default: 'compiled' },
  },
});

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const apiDir = path.resolve(here, '..');
const CALLS = [
  '/api/v2/users/me',
  '/api/v2/orders/count/all',
  '/api/v2/orders?page=0&size=10',
  '/api/v2/conversations/unread/me',
];
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const ROUNDS = Math.max(1, Number(args.rounds));
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
// Fixed so the bare server verifies the product's tokens; a benchmark secret, never a deployment's.
const SECRET = 'bench-overhead-secret-0123456789abcdef0123456789';

type Target = 'postgres' | 'pglite';

const ensurePostgres = async (): Promise<string> => {
  if (args['database-url']) return args['database-url'];
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'bench_g_overhead'");
  if (!exists.rowCount) await admin.query('create database bench_g_overhead');
  await admin.end();
  return 'postgres://postgres@127.0.0.1:5432/bench_g_overhead';
};

/** Records every statement the drivers send while `recording` is set (wraps the prototypes once). */
const recorder = (() => {
  let recording: CapturedQuery[] | null = null;
  const poolQuery = pg.Pool.prototype.query as (...a: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...a: unknown[]) {
    if (recording) {
      const [first, second] = a as [string | { text: string; values?: unknown[]; name?: string }, unknown[]?];
      if (typeof first === 'string') recording.push({ text: first, values: second ?? [] });
      else recording.push({ text: first.text, values: first.values ?? second ?? [], name: first.name });
    }
    return poolQuery.apply(this, a);
  } as typeof pg.Pool.prototype.query;
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function (this: PGlite, text: string, values?: unknown[], options?: object) {
    if (recording) recording.push({ text, values: values ?? [] });
    return pgliteQuery.call(this, text, values, options as never);
  } as typeof PGlite.prototype.query;
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const got = recording ?? [];
      recording = null;
      return got;
    },
  };
})();

const jsonSafe = (values: unknown[]) =>
  values.map((v) => (v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? String(v) : v));

/** The product's SQL per call: a warm request's statements, with the actor lookup first. */
const captureCalls = async (target: Target, location: { databaseUrl?: string; dataDir?: string }) => {
  const env = loadEnv({
    ...process.env,
    JWT_SECRET: SECRET,
    DATA_DIR: location.dataDir ?? path.join(os.tmpdir(), 'bench-overhead-unused'),
    DATABASE_URL: location.databaseUrl,
    REDIS_URL: undefined,
  } as NodeJS.ProcessEnv);
  const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  await seedIfEmpty(database.db, { demo: true, size: 'demo' });
  const app = await buildApp({ env, database, logger: false });
  try {
    const token = (await loginAs(app, args.login, DEMO_PASSWORD)).accessToken;
    const me = await app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } });
    const userId = me.json<{ id: number }>().id;
    recorder.start();
    await findActorById(database.db, userId);
    const actor = recorder.stop();
    const calls: Record<string, CapturedQuery[]> = {};
    for (const url of CALLS) {
      const first = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      if (first.statusCode !== 200) throw new Error(`${target} ${url}: ${first.statusCode} ${first.body}`);
      recorder.start();
      await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      const warm = recorder.stop().filter((q) => !actor.some((a) => a.text === q.text));
      calls[url] = [...actor, ...warm].map((q) => ({ ...q, values: jsonSafe(q.values) }));
    }
    return calls;
  } finally {
    await app.close();
    await database.close();
  }
};

const waitForHealth = async (port: number, child: ChildProcess, url = '/api/health') => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${url}`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} not ready`);
};

/** The product as it runs in production (compiled; `--server tsx` for the TypeScript sources). */
const productCommand = (): ServerCommand => (args.server === 'tsx' ? tsxServerCommand() : compiledServerCommand());

const startChild = (command: ServerCommand, env: NodeJS.ProcessEnv, nodeArgs: string[] = []) => {
  const child = spawn(command.command, [...nodeArgs, ...command.args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
};

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

type Load = { requests: number; seconds: number; p50: number[]; p99: number[]; errors: number };

const load = async (port: number, url: string, token: string, seconds: number) => {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return result;
};

const measure = async (target: Target, location: { databaseUrl?: string; dataDir?: string; bareDir?: string }) => {
  console.log(`[${target}] capturing the product's SQL...`);
  const calls = await captureCalls(target, location);
  const barePort = PORT + (target === 'postgres' ? 1 : 11);
  const productPort = PORT + (target === 'postgres' ? 2 : 12);
  const configFile = path.join(repoRoot, `.tmp/bench/overhead-bare-${target}.json`);
  const bareConfig: BareConfig = {
    port: barePort,
    secret: SECRET,
    databaseUrl: location.databaseUrl,
    pgliteDir: location.bareDir,
    calls,
  };
  await fs.writeFile(configFile, JSON.stringify(bareConfig));
  const bare = startChild(
    { command: process.execPath, args: ['--import', 'tsx', 'scripts/bench-overhead/bare-server.ts'] },
    { BENCH_BARE_CONFIG: configFile },
  );
  const product = startChild(
    productCommand(),
    {
      PORT: String(productPort),
      HOST: '127.0.0.1',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      DATABASE_URL: location.databaseUrl ?? '',
      DATA_DIR: location.dataDir ?? path.join(os.tmpdir(), 'bench-overhead-unused'),
      REDIS_URL: '',
      // The login below is one request; the measured calls carry no per-route limit.
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    },
    args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [],
  );
  const rows: (string | number | null)[][] = [];
  try {
    await Promise.all([waitForHealth(productPort, product), waitForHealth(barePort, bare, '/')]);
    const res = await fetch(`http://127.0.0.1:${productPort}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: args.login, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
    const token = ((await res.json()) as { accessToken: string }).accessToken;
    for (const url of CALLS) {
      const sides: Record<'bare' | 'product', Load> = {
        bare: { requests: 0, seconds: 0, p50: [], p99: [], errors: 0 },
        product: { requests: 0, seconds: 0, p50: [], p99: [], errors: 0 },
      };
      await load(barePort, url, token, WARMUP);
      await load(productPort, url, token, WARMUP);
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of ['bare', 'product'] as const) {
          const r = await load(side === 'bare' ? barePort : productPort, url, token, DURATION / ROUNDS);
          const s = sides[side];
          s.requests += r.requests.total;
          s.seconds += r.duration;
          s.p50.push(r.latency.p50);
          s.p99.push(r.latency.p99);
          s.errors += r.errors + r.non2xx;
          if (r.errors + r.non2xx > 0) console.warn(`  ${side} ${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        }
      }
      const rate = (s: Load) => Math.round(s.requests / s.seconds);
      const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
      const ratio = Math.round((rate(sides.product) / rate(sides.bare)) * 100) / 100;
      const row = [
        target,
        url,
        rate(sides.bare),
        mean(sides.bare.p50),
        Math.max(...sides.bare.p99),
        rate(sides.product),
        mean(sides.product.p50),
        Math.max(...sides.product.p99),
        ratio,
        sides.bare.errors + sides.product.errors,
      ];
      console.log(row.join('\t'));
      rows.push(row);
    }
  } finally {
    await Promise.all([stopChild(product), stopChild(bare)]);
  }
  return rows;
};

const preparePglite = async () => {
  const dataDir = path.join(repoRoot, '.tmp/bench/overhead-pglite');
  const bareRoot = path.join(repoRoot, '.tmp/bench/overhead-pglite-bare');
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database.db, { demo: true, size: 'demo' });
  await database.close();
  await fs.rm(bareRoot, { recursive: true, force: true });
  await fs.cp(path.join(dataDir, 'pglite'), bareRoot, { recursive: true });
  // The copy must not carry the product's lock file.
  await fs.rm(path.join(bareRoot, 'platforma.lock'), { force: true });
  return { dataDir, bareDir: bareRoot };
};

const main = async () => {
  await fs.mkdir(path.join(repoRoot, '.tmp/bench'), { recursive: true });
  const targets = (args.targets ?? '').split(',').filter(Boolean) as Target[];
  const rows: (string | number | null)[][] = [];
  for (const target of targets) {
    if (target === 'postgres') rows.push(...(await measure('postgres', { databaseUrl: await ensurePostgres() })));
    else rows.push(...(await measure('pglite', await preparePglite())));
  }
  const result = {
    id: 'overhead',
    title: 'Narzut na żądanie: produkt obok gołego Fastify + pg',
    database: targets.length > 1 ? ('both' as const) : (targets[0] ?? 'postgres'),
    columns: [
      'database',
      'call',
      'bare req/s',
      'bare p50 ms',
      'bare p99 ms',
      'product req/s',
      'product p50 ms',
      'product p99 ms',
      'ratio',
      'errors',
    ],
    rows,
    notes: [
      `autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up each, ${DURATION} s measured in ${ROUNDS} alternating rounds, loopback; login ${args.login}.`,
      "Bare: Fastify + pg/PGlite + jose HS256 check, running the product's captured SQL for the call (actor lookup + the call's warm-request statements), no cache.",
      'ratio = product req/s / bare req/s; the requirement is >= 0.6 for /users/me and the counts.',
    ],
  };
  writeResult(result);
  console.log(result.columns.join('\t'));
  for (const row of rows) console.log(row.join('\t'));
};

await main();
