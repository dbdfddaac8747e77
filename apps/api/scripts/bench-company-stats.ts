import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { isBenchScale } from '../src/db/seed/bench-data.js';
import { groupedStatsSql } from '../src/modules/companies/company-stats.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { ratio, summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    targets: { type: 'string', default: 'postgres,pglite' },
    scale: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);

const CALLS = [
  '/numbers/total',
  '/numbers/districts',
  '/numbers/industries',
  '/numbers/sectors',
  '/numbers/sectors?sector=1',
  '/numbers/types',
  '/numbers/statuses',
  '/numbers/statuses?status=ACTIVE',
  '/numbers/industries?sort=AVG_VALUE&direction=ASC',
  '/investments?sort=works_desc&page=0&size=3',
  '/basics',
];

/** Enough investments, then the company takes part in `INVESTMENTS` of them (1-2 industries each), in SQL. */
/** The demo client's company: the data set gives it ~5,000 investments at medium and large (a large client's size). */
const measuredCompany = async (handle: DatabaseHandle) =>
  (
    await handle.db.execute<{ id: number; n: string; w: string }>(sql`
      select company_id as id, count(distinct investment_id) as n, count(*) as w from investment_companies
       where company_id = (select company_id from users where login = 'klient') group by company_id`)
  ).rows[0];

const sqlMs = async (handle: DatabaseHandle, query: SQL) => {
  const plan = await handle.db.execute<Record<string, string>>(sql`explain (analyze, costs off) ${query}`);
  const lines = plan.rows.map((r) => Object.values(r)[0] as string);
  return { ms: Number(lines.find((l) => l.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? 0), lines };
};

const run = async (target: BenchTarget) => {
  const scale = args.scale ?? defaultScale(target);
  if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);
  const { handle } = await openBenchDatabase({ scale, target });
  const company = await measuredCompany(handle);
  const companyId = Number(company?.id);
  console.log(`\n## ${target} ${scale}: company ${companyId} with ${company?.n} investments (${company?.w} works)`);
  const instance = await createAppOn(handle, { DEMO_DATA: 'false' });
  const { app } = instance;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login: 'subkonto', password: 'Demo123!' },
  });
  const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
  const measure = async (url: string, cold: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 3; i++) {
      if (cold) await app.cache.delete('company-stats:');
      const t0 = performance.now();
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(performance.now() - t0);
    }
    return summary(times);
  };
  const districtsSql = groupedStatsSql(companyId, {
    groupId: sql`i.province_id`,
    groupName: sql`p.name`,
    join: sql`join provinces p on p.id = i.province_id`,
    filter: sql`i.province_id is not null`,
    sort: { sort: 'AMOUNT', direction: 'DESC' },
  });
  const bare: number[] = [];
  let plan: string[] = [];
  for (let i = 0; i < 10; i++) {
    const explained = await sqlMs(handle, districtsSql);
    bare.push(explained.ms);
    plan = explained.lines;
  }
  const bareDistricts = summary(bare);
  const db = `${target} (company with ${company?.n} investments)`;
  console.log('| call | cold p50 ms | cold p95 ms | cached p50 ms | cached p95 ms |\n|---|---|---|---|---|');
  for (const call of CALLS) {
    const url = `/api/v2/companies/${companyId}${call}`;
    const cold = await measure(url, true);
    const cached = await measure(url, false);
    console.log(`| ${call} | ${cold.p50} | ${cold.p95} | ${cached.p50} | ${cached.p95} |`);
    const bareMs = call === '/numbers/districts' ? bareDistricts.p50 : null;
    rows.push([
      db,
      call,
      'p95 ≤ 50 ms',
      cold.p50,
      cold.p95,
      cached.p50,
      cached.p95,
      bareMs,
      bareMs ? ratio(cold.p50, bareMs) : null,
    ]);
  }
  console.log('\nEXPLAIN ANALYZE of /numbers/districts:\n', plan.join('\n'));
  await instance.close();
  await handle.close();
};

const rows: Cell[][] = [];
const targets = args.targets.split(',').filter(Boolean) as BenchTarget[];
for (const target of targets) await run(target);
writeResult({
  id: 'company-stats',
  title: 'Companies: card statistics',
  database: targets.length > 1 ? 'both' : (targets[0] ?? 'postgres'),
  columns: [
    'database',
    'call',
    'target',
    'cold p50 ms',
    'cold p95 ms',
    'cached p50 ms',
    'cached p95 ms',
    'SQL p50 ms',
    'ratio',
  ],
  rows,
  notes: [
    `${REQUESTS} requests per call after 3 warm-up ones, through app.inject as the demo account subkonto, on the demo client's company (the data set gives it ~5,000 investments at medium and large, a large client's size); cold = the statistics cache emptied before each request (the SQL runs), cached = kept.`,
    'Bare SQL = EXPLAIN ANALYZE execution time of the grouped statistics query of /numbers/districts (10 runs); ratio = cold API p50 / SQL p50.',
    loadNote(),
  ],
});
