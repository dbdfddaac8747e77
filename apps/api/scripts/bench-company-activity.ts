/**
 * The company-activity report (spec 2.8) on a large data set, read-only: the service calls with the
 * app's in-process cache, uncached (cache emptied before each call) and cached, beside the bare SQL
 * (EXPLAIN ANALYZE execution time). Runs against a PostgreSQL database that is already migrated and
 * filled (no migration is applied: `--url`, default the bench_large database). A copy migrated to this
 * branch has the partial index companies_hidden_idx the partner list reads; without it that step
 * reads the whole companies table:
 *   createdb -T bench_large bench_reports_activity  (then create companies_hidden_idx on the copy)
 *   npx tsx scripts/bench-company-activity.ts --url postgres://postgres@127.0.0.1:5432/bench_reports_activity
 */
import { parseArgs } from 'node:util';
import { CONNECTIONS_GRAPH_SIZE, CONNECTIONS_TABLE_SIZE, type CompanyActivityQuery } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import * as schema from '../src/db/schema.js';
import type { ActorUser } from '../src/lib/actor.js';
import { worksSql } from '../src/modules/reports/company-activity.queries.js';
import { getCompanyActivity, getCompanyConnections } from '../src/modules/reports/company-activity.service.js';
import { connectionsSql } from '../src/modules/reports/company-activity-connections.queries.js';
import { memoryCache } from '../src/plugins/cache.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_large' },
    requests: { type: 'string', default: '30' },
  },
});
const REQUESTS = Number(args.requests);
const pool = new pg.Pool({ connectionString: args.url, max: 4 });
const db = drizzle(pool, { schema });
const cache = memoryCache();
const app = { db, cache } as unknown as FastifyInstance;
const staff: ActorUser = {
  id: 1,
  login: 'bench',
  accountType: 'ADMINISTRATOR',
  companyId: null,
  companyAdmin: false,
  availableServices: [],
  companyRights: [],
  isSubsidized: false,
};

/** The companies measured: the one with the most participations, and the demo client's company. */
const companies = (
  await db.execute<{ id: number; works: number }>(sql`
    (select company_id as id, count(*)::int as works from investment_companies group by 1 order by 2 desc limit 1)
    union all
    (select ic.company_id, count(*)::int from investment_companies ic
      where ic.company_id = (select company_id from users where login = 'klient') group by 1)`)
).rows;

const time = async (fn: () => Promise<unknown>, cold: boolean) => {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 2; i++) {
    if (cold) await cache.delete('report:');
    const t0 = performance.now();
    await fn();
    if (i >= 2) times.push(performance.now() - t0);
  }
  return summary(times);
};
const bare = async (query: SQL) => {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const plan = await db.execute<Record<string, string>>(sql`explain (analyze, costs off) ${query}`);
    const line = plan.rows.map((r) => Object.values(r)[0] as string).find((l) => l.includes('Execution Time'));
    if (i >= 2) times.push(Number(line?.match(/([\d.]+) ms/)?.[1] ?? 0));
  }
  return summary(times);
};

console.log(
  '| company (works) | call | uncached p50 / p95 ms | cached p50 / p95 ms | bare SQL p50 ms |\n|---|---|---|---|---|',
);
for (const { id, works } of companies) {
  const q = (extra: Partial<CompanyActivityQuery> = {}): CompanyActivityQuery => ({ companyId: id, ...extra });
  const filter = {
    companyId: id,
    investmentsWithArchived: false,
    industryIds: [],
    observed: null,
    userId: 0,
    companiesWithArchived: false,
  };
  const calls: [string, () => Promise<unknown>, SQL][] = [
    ['works', () => getCompanyActivity(app, staff, q()), worksSql(id, false)],
    [
      'works, archived too',
      () => getCompanyActivity(app, staff, q({ investmentsWithArchived: true })),
      worksSql(id, true),
    ],
    [
      'connections graph (40 + links)',
      () => getCompanyConnections(app, staff, q(), 0, CONNECTIONS_GRAPH_SIZE),
      connectionsSql(filter, 0, CONNECTIONS_GRAPH_SIZE, true),
    ],
    [
      'connections table page 3',
      () => getCompanyConnections(app, staff, q(), 2, CONNECTIONS_TABLE_SIZE),
      connectionsSql(filter, 2, CONNECTIONS_TABLE_SIZE),
    ],
    [
      'connections, 2 industries, not followed',
      () =>
        getCompanyConnections(
          app,
          staff,
          q({ companiesIndustryIds: [401, 402], companiesObserved: 'ONLY_NOT_OBSERVED' }),
          0,
          CONNECTIONS_TABLE_SIZE,
        ),
      connectionsSql({ ...filter, industryIds: [401, 402], observed: false, userId: 1 }, 0, CONNECTIONS_TABLE_SIZE),
    ],
  ];
  for (const [name, fn, query] of calls) {
    const cold = await time(fn, true);
    const warm = await time(fn, false);
    const sqlMs = await bare(query);
    console.log(
      `| ${id} (${works}) | ${name} | ${cold.p50} / ${cold.p95} | ${warm.p50} / ${warm.p95} | ${sqlMs.p50} |`,
    );
  }
}
await pool.end();
