/**
 * Dashboard statistics (issue 17): GET /api/v2/dashboard/statistics p95 answered from the cache and
 * uncached (the cache emptied before each request, so the counting SQL runs), on the benchmark data
 * set (PostgreSQL `bench_large` by default; read only: no row is written). Targets: ≤ 20 ms cached,
 * ≤ 300 ms uncached. Also EXPLAIN ANALYZE of the three counting queries.
 *
 *   npm run bench:dashboard [-- --scale large --requests 30 --database-url postgres://...]
 */
import { parseArgs } from 'node:util';
import { polishMonth } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { isBenchScale } from '../src/db/seed/bench-data.js';
import { statisticsSql } from '../src/modules/dashboard/dashboard.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { defaultScale, openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '30' },
    scale: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const scale = args.scale ?? defaultScale('postgres');
if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);

const sqlMs = async (handle: DatabaseHandle, query: SQL) => {
  const plan = await handle.db.execute<Record<string, string>>(sql`explain (analyze, costs off) ${query}`);
  const lines = plan.rows.map((r) => Object.values(r)[0] as string);
  return { ms: Number(lines.find((l) => l.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? 0), lines };
};

const { handle } = await openBenchDatabase({ scale, target: 'postgres', databaseUrl: args['database-url'] });
const sizes = (
  await handle.db.execute<{ investments: number; orders: number; companies: number }>(sql`
    select (select count(*) from investments)::int as investments, (select count(*) from orders)::int as orders,
           (select count(*) from companies)::int as companies`)
).rows[0];
console.log(`## postgres ${scale}: ${JSON.stringify(sizes)}`);
const instance = await createAppOn(handle, { DEMO_DATA: 'false' });
const { app } = instance;
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { login: 'dotowany', password: 'Demo123!' },
});
const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };

const measure = async (cold: boolean) => {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    if (cold) await app.cache.delete('dashboard-statistics:');
    const t0 = performance.now();
    const res = await app.inject({ url: '/api/v2/dashboard/statistics', headers });
    if (res.statusCode !== 200) throw new Error(`statistics: ${res.statusCode} ${res.body}`);
    if (i >= 3) times.push(performance.now() - t0);
  }
  return summary(times);
};

const uncached = await measure(true);
const cached = await measure(false);
const database = `postgres ${scale} (${sizes?.investments} investments, ${sizes?.orders} orders, ${sizes?.companies} companies)`;
const rows: Cell[][] = [
  [database, 'uncached', 'p95 ≤ 300 ms', uncached.p50, uncached.p95, uncached.max],
  [database, 'cached', 'p95 ≤ 20 ms', cached.p50, cached.p95, cached.max],
];
console.log('| case | p50 ms | p95 ms | max ms |\n|---|---|---|---|');
console.log(`| uncached | ${uncached.p50} | ${uncached.p95} | ${uncached.max} |`);
console.log(`| cached | ${cached.p50} | ${cached.p95} | ${cached.max} |`);

const queries = statisticsSql(polishMonth(new Date()));
for (const [name, query] of Object.entries(queries)) {
  const runs: number[] = [];
  let plan: string[] = [];
  for (let i = 0; i < 5; i++) {
    const explained = await sqlMs(handle, query);
    runs.push(explained.ms);
    plan = explained.lines;
  }
  const s = summary(runs);
  rows.push([database, `SQL ${name}`, null, s.p50, s.p95, s.max]);
  console.log(`\nEXPLAIN ANALYZE ${name} (p50 ${s.p50} ms):\n${plan.join('\n')}`);
}
await instance.close();
await handle.close();

writeResult({
  id: 'dashboard',
  title: 'Dashboard statistics (issue 17)',
  database: 'postgres',
  columns: ['database', 'case', 'target', 'p50 ms', 'p95 ms', 'max ms'],
  rows,
  notes: [
    `${REQUESTS} requests per case after 3 warm-up ones, through app.inject as the demo account dotowany; uncached = the statistics cache emptied before each request (the three counting queries run, in parallel), cached = kept (in-process cache; with REDIS_URL one Redis GET).`,
    'SQL rows: EXPLAIN ANALYZE execution time of each counting query (5 runs).',
    loadNote(),
  ],
});
