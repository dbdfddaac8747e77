/**
 * Start-up benchmark: spawns the compiled server (`node --conditions=compiled
 * dist/server.js`, as `npm start` does) and times process spawn → `GET /api/ready` answering 200.
 *
 *   npm run bench:start -- [--runs 5] [--first-runs 2] [--targets pglite,postgres] [--port 3320] [--server compiled|tsx]
 *
 * Cases: the first start on an empty embedded database (seeds the demo data), a restart of it with
 * its data, and a restart against the PostgreSQL server with data (database `bench_h_start` on
 * 127.0.0.1:5432, or BENCH_START_DATABASE_URL; recreated empty, seeded by a first start).
 * Writes `docs/bench-results/start.json` and prints min / median / max.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadNote, writeResult } from './bench/results.js';
import { compiledServerCommand, repoRoot, tsxServerCommand } from './bench/server.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'first-runs': { type: 'string', default: '2' },
    targets: { type: 'string', default: 'pglite,postgres' },
    port: { type: 'string', default: '3320' },
    // `tsx`: the TypeScript sources through the tsx loader, as `npm start` ran before the compiled build (for a before/after)
    server: { type: 'string', default: 'compiled' },
  },
});
const RUNS = Number(args.runs);
const FIRST_RUNS = Number(args['first-runs']);
const PORT = Number(args.port);
const targets = args.targets.split(',');

const serverCommand = args.server === 'tsx' ? tsxServerCommand() : compiledServerCommand();
const serverArgs = serverCommand.args;
const pgUrl = process.env.BENCH_START_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_h_start';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Spawns the compiled server and resolves with the milliseconds until /api/ready answers 200. */
const timeStart = async (env: Record<string, string>): Promise<number> => {
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 300_000) throw new Error('not ready after 300 s');
      await sleep(20);
    }
  } finally {
    await stop(child);
  }
};

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
};

type Row = [string, string, number, number, number, number];
const rows: Row[] = [];
const measure = async (name: string, database: string, runs: number, once: () => Promise<number>) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  const { min, median, max } = stats(times);
  const row: Row = [name, database, runs, Math.round(min), Math.round(median), Math.round(max)];
  rows.push(row);
  console.log(`${name} (${database}): min ${row[3]} ms, median ${row[4]} ms, max ${row[5]} ms over ${runs} runs`);
};

if (targets.includes('pglite')) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  let n = 0;
  await measure('first start, empty database (seeds demo data)', 'pglite', FIRST_RUNS, () =>
    timeStart({ DATA_DIR: path.join(base, `first-${n++}`) }),
  );
  const kept = path.join(base, 'first-0');
  await measure('restart with existing data', 'pglite', RUNS, () => timeStart({ DATA_DIR: kept }));
  fs.rmSync(base, { recursive: true, force: true });
}

if (targets.includes('postgres')) {
  const url = new URL(pgUrl);
  const dbName = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(pgUrl), { pathname: '/postgres' }).href });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-pg-'));
  const env = { DATABASE_URL: pgUrl, DATA_DIR: dataDir };
  await measure('first start, empty database (seeds demo data)', 'postgres', 1, () => timeStart(env));
  await measure('restart with existing data', 'postgres', RUNS, () => timeStart(env));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  id: args.server === 'tsx' ? 'start-tsx' : 'start',
  title: `Start-up: process spawn → GET /api/ready 200 (${args.server === 'tsx' ? 'TypeScript through tsx' : 'compiled server'}, demo data)`,
  database:
    targets.length > 1 ? ('both' as const) : targets[0] === 'pglite' ? ('pglite' as const) : ('postgres' as const),
  columns: ['case', 'database', 'runs', 'min ms', 'median ms', 'max ms'],
  rows,
  notes: ['Target: a restart with existing data ready in ≤ 3 s on a quiet machine.', loadNote()],
};
writeResult(result);
