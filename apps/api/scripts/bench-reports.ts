/**
 * Reports (document 2, section 2.8) on the benchmark data set, read only (`bench_large` is shared:
 * no app is built on it and nothing is written). Each report call is measured uncached (its queries,
 * in parallel on a pool as the service runs them) and cached (the same load through the app cache,
 * keyed as the service keys it), beside the bare SQL (EXPLAIN ANALYZE of each query).
 * Targets: p95 ≤ 500 ms uncached, ≤ 20 ms cached.
 *
 *   npm run bench:reports [-- --requests 10 --database-url postgres://... --note 'what else was measured']
 */
import { parseArgs } from 'node:util';
import { investmentScopeSchema, monthsOf, previousPeriod, type ReportPeriod, resolvePeriod } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import { findOwnOrderUnits, ownOrdersSql } from '../src/modules/reports/client-coverage.queries.js';
import {
  findInvestmentsSummary,
  summaryGroupsSql,
  summaryLargestSql,
  summaryMedianSql,
} from '../src/modules/reports/investments-summary.queries.js';
import {
  competitionSql,
  findCompetition,
  findScopeSeries,
  scopeSeriesSql,
} from '../src/modules/reports/market-comparator.queries.js';
import { reportCacheKey } from '../src/modules/reports/report-cache.js';
import {
  findStartFigures,
  startCompaniesSql,
  startInvestmentsSql,
  startOrdersSql,
  startSingleOfferSql,
} from '../src/modules/reports/reports-start.queries.js';
import { summaryCompaniesSql, TOP_COMPANY_CANDIDATES } from '../src/modules/reports/top-companies.queries.js';
import { createCache } from '../src/plugins/cache.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { type Summary, summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_large' },
    // a line for the table's notes: a comparison measured beside this run (e.g. before a change)
    note: { type: 'string', multiple: true, default: [] },
  },
});
const REQUESTS = Number(args.requests);
const pool = new pg.Pool({ connectionString: args['database-url'], max: 4 });
const db = drizzle(pool) as unknown as Database;
const today = new Date();
const period24 = resolvePeriod(null, null, today);
const period12: ReportPeriod = { from: monthsOf(period24)[12] ?? period24.from, to: period24.to, months: 12 };
const scope = investmentScopeSchema.parse({});
const mazowieckieHousing = investmentScopeSchema.parse({ provinceIds: '7', sectorIds: '1' });
const busiest =
  (
    await db.execute<{ company_id: number }>(
      sql`select company_id from orders group by 1 order by count(*) desc limit 1`,
    )
  ).rows[0]?.company_id ?? 1;

type Call = { name: string; params: unknown; load: () => Promise<unknown>; sql: SQL[] };

/** The report calls; the company-activity report adds its calls below its mark. */
const CALLS: Call[] = [
  {
    name: 'start',
    params: period12,
    load: () => findStartFigures(db, period12),
    sql: [
      startInvestmentsSql(period12),
      startOrdersSql(period12),
      startSingleOfferSql(period12),
      startCompaniesSql(period12),
    ],
  },
  {
    name: 'investments-summary (default: 24 months, whole country)',
    params: { scope, period24 },
    load: () => findInvestmentsSummary(db, scope, period24),
    sql: [
      summaryGroupsSql(scope, period24),
      summaryMedianSql(scope, period24),
      summaryLargestSql(scope, period24),
      summaryCompaniesSql(scope, period24, TOP_COMPANY_CANDIDATES),
    ],
  },
  {
    name: 'investments-summary (mazowieckie, housing)',
    params: { mazowieckieHousing, period24 },
    load: () => findInvestmentsSummary(db, mazowieckieHousing, period24),
    sql: [
      summaryGroupsSql(mazowieckieHousing, period24),

      summaryCompaniesSql(mazowieckieHousing, period24),
    ],
  },
  {
    name: 'market-comparator scopes (7/ vs 6/, with previous periods)',
    params: { period24, scopes: ['7/', '6/'] },
    load: () =>
      Promise.all(
        [7, 6].flatMap((p) => [
          findScopeSeries(db, { provinceIds: [p] }, period24),
          findScopeSeries(db, { provinceIds: [p] }, previousPeriod(period24)),
        ]),
      ),
    sql: [scopeSeriesSql({ provinceIds: [7] }, period24)],
  },
  {
    name: 'market-comparator competition (24 months)',
    params: period24,
    load: () => findCompetition(db, period24),
    sql: [competitionSql(period24)],
  },
  {
    name: `client-coverage (company ${busiest})`,
    params: { busiest, period24 },
    load: () => findOwnOrderUnits(db, busiest, period24),
    sql: [ownOrdersSql(busiest, period24)],
  },
  // company activity (the company-activity report adds its calls here)
];

const time = async (fn: () => Promise<unknown>, runs = REQUESTS): Promise<Summary> => {
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t0 = performance.now();
    await fn();
    if (i >= 1) times.push(performance.now() - t0);
  }
  return summary(times);
};
const explainMs = async (query: SQL) => {
  const plan = await db.execute<Record<string, string>>(sql`explain (analyze, costs off) ${query}`);
  const lines = plan.rows.map((r) => Object.values(r)[0] as string);
  return Number(lines.find((l) => l.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? 0);
};

const rows: Cell[][] = [];
console.log('| call | case | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
const add = (call: string, label: string, target: string | null, s: Summary) => {
  rows.push([call, label, target, s.p50, s.p95, s.max]);
  console.log(`| ${call} | ${label} | ${s.p50} | ${s.p95} | ${s.max} |`);
};
const cache = createCache();
for (const call of CALLS) {
  add(call.name, 'uncached', 'p95 ≤ 500 ms', await time(call.load));
  const key = reportCacheKey(`bench-${call.name}`, call.params);
  add(call.name, 'cached, in process', 'p95 ≤ 20 ms', await time(() => cache.getOrSet(key, 60_000, call.load), 50));
  const bare: number[] = [];
  for (let i = 0; i < 3; i++) bare.push(Math.max(...(await Promise.all(call.sql.map(explainMs)))));
  add(call.name, 'bare SQL (slowest query, EXPLAIN ANALYZE)', null, summary(bare));
}
await cache.close();
await pool.end();

writeResult({
  id: 'reports',
  title: 'Reports (start, investments summary, market comparator, client coverage)',
  database: 'postgres',
  columns: ['call', 'case', 'target', 'p50 ms', 'p95 ms', 'max ms'],
  rows,
  notes: [
    `${REQUESTS} uncached calls per report after one warm-up, 50 cached ones; read only on the data set. Uncached: the service's queries in parallel on a pool of 4; cached: the same load through the app cache (in process). Bare SQL: the slowest of the call's queries under EXPLAIN ANALYZE (3 runs).`,
    ...(args.note ?? []),
    loadNote(),
  ],
});
