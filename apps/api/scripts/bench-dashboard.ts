/**
 * Dashboard statistics (document 2, section 2.6) on the benchmark data set, read only: `bench_large` is shared, so
 * no app is built on it (an app start migrates and backfills) and nothing is written. Measured:
 * uncached = the statistics service's three counting queries, in parallel on a pool as the server
 * runs them; cached = the same call through the app cache that answered them (in process, and Redis
 * when one answers), so the figure is the cache hit of GET /dashboard/statistics minus the HTTP layer.
 * Also EXPLAIN ANALYZE of each query. Targets: p95 ≤ 20 ms cached, ≤ 300 ms uncached.
 *
 *   npm run bench:dashboard [-- --requests 30 --database-url postgres://... --redis-url redis://...]
 */
import { parseArgs } from 'node:util';
import { DASHBOARD_CACHE_MS, polishMonth } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import { countDashboardStatistics, statisticsSql } from '../src/modules/dashboard/dashboard.queries.js';
import { type Cache, createCache } from '../src/plugins/cache.js';
import { redisReachable, TEST_REDIS_URL } from '../src/test/test-redis.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { type Summary, summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '30' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_large' },
    'redis-url': { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const pool = new pg.Pool({ connectionString: args['database-url'], max: 3 });
const db = drizzle(pool) as unknown as Database;
const month = polishMonth(new Date());

const marker = await db.execute(sql`select to_regclass('bench_dataset')::text as t`);
if (!marker.rows[0]?.t) throw new Error(`${args['database-url']}: no benchmark data set (npm run bench:data first)`);
const sizes = (
  await db.execute<{ investments: number; orders: number; companies: number }>(sql`
    select (select count(*) from investments)::int as investments, (select count(*) from orders)::int as orders,
           (select count(*) from companies)::int as companies`)
).rows[0];
const database = `postgres (${sizes?.investments} investments, ${sizes?.orders} orders, ${sizes?.companies} companies)`;
console.log(`## ${database}`);

const time = async (fn: () => Promise<unknown>): Promise<Summary> => {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const t0 = performance.now();
    await fn();
    if (i >= 3) times.push(performance.now() - t0);
  }
  return summary(times);
};

const load = () => countDashboardStatistics(db, month);
const cachedThrough = async (cache: Cache) => {
  const key = `bench-dashboard-statistics:${month}`;
  await cache.ready();
  await cache.remove(key);
  const result = await time(() => cache.getOrSet(key, DASHBOARD_CACHE_MS, load));
  await cache.remove(key);
  await cache.close();
  return result;
};

const rows: Cell[][] = [];
const add = (label: string, target: string | null, s: Summary) => {
  rows.push([database, label, target, s.p50, s.p95, s.max]);
  console.log(`| ${label} | ${s.p50} | ${s.p95} | ${s.max} |`);
};
console.log('| case | p50 ms | p95 ms | max ms |\n|---|---|---|---|');
add('uncached (3 counting queries in parallel)', 'p95 ≤ 300 ms', await time(load));
add('cached, in process', 'p95 ≤ 20 ms', await cachedThrough(createCache()));
const redisUrl = args['redis-url'] ?? ((await redisReachable()) ? TEST_REDIS_URL : undefined);
if (redisUrl) add('cached, Redis', 'p95 ≤ 20 ms', await cachedThrough(createCache(redisUrl)));

const explainMs = async (query: SQL) => {
  const plan = await db.execute<Record<string, string>>(sql`explain (analyze, costs off) ${query}`);
  const lines = plan.rows.map((r) => Object.values(r)[0] as string);
  return { ms: Number(lines.find((l) => l.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? 0), lines };
};
for (const [name, query] of Object.entries(statisticsSql(month))) {
  const runs: number[] = [];
  let plan: string[] = [];
  for (let i = 0; i < 5; i++) {
    const explained = await explainMs(query);
    runs.push(explained.ms);
    plan = explained.lines;
  }
  const s = summary(runs);
  rows.push([database, `SQL ${name} (EXPLAIN ANALYZE)`, null, s.p50, s.p95, s.max]);
  console.log(`\nEXPLAIN ANALYZE ${name} (p50 ${s.p50} ms):\n${plan.join('\n')}`);
}
await pool.end();

writeResult({
  id: 'dashboard',
  title: 'Dashboard statistics',
  database: 'postgres',
  columns: ['database', 'case', 'target', 'p50 ms', 'p95 ms', 'max ms'],
  rows,
  notes: [
    `${REQUESTS} calls per case after 3 warm-up ones, read only on the data set (no app is built on it: an app start migrates). Uncached: the service's three counting queries in parallel on a pool of 3; cached: the same load through the app cache (getOrSet), in process and in Redis when one answers.`,
    'SQL rows: EXPLAIN ANALYZE execution time of each counting query (5 runs).',
    loadNote(),
  ],
});
