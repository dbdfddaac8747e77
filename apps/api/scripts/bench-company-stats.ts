/**
 * Company statistics benchmark (issue 4): gives one company (the demo client's) 5,000 investments, then
 * measures every statistics call of the company card through app.inject (p50/p95, target ≤ 50 ms) and
 * shows the plans of the core SQL (EXPLAIN ANALYZE) to check the indexes used.
 *
 *   npm run bench:company-stats -- [--investments 5000] [--spread 6] [--requests 50] [--targets pglite,postgres]
 *
 * The database gets investments × spread investments in all; the company takes part in every spread-th.
 *
 * PostgreSQL: DATABASE_URL, or the database `bench_company_stats` (re)created on 127.0.0.1:5432.
 * PGlite: a fresh data directory in the system temp.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { generateDataset, seedIfEmpty } from '../src/db/seed/index.js';
import { groupedStatsSql } from '../src/modules/companies/company-stats.queries.js';

const { values: args } = parseArgs({
  options: {
    investments: { type: 'string', default: '5000' },
    requests: { type: 'string', default: '50' },
    targets: { type: 'string', default: 'pglite,postgres' },
    spread: { type: 'string', default: '6' },
  },
});
const INVESTMENTS = Number(args.investments);
const REQUESTS = Number(args.requests);
const SPREAD = Number(args.spread);
const WORK_INDUSTRIES = [1702, 401, 402, 501, 601, 701, 801];

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
const prepare = async (handle: DatabaseHandle): Promise<number> => {
  const db = handle.db;
  await seedIfEmpty(db, { demo: true, size: 'small' });
  const have = Number((await db.execute<{ n: string }>(sql`select count(*) as n from investments`)).rows[0]?.n);
  // The company takes part in every SPREAD-th investment, so that it has a realistic share of the database.
  const wanted = INVESTMENTS * SPREAD + 200;
  if (have < wanted) await generateDataset(db, { companies: 0, investments: wanted - have, seed: 11 });
  const company = Number(
    (await db.execute<{ id: number }>(sql`select company_id as id from users where login = 'klient'`)).rows[0]?.id,
  );
  const industries = `{${WORK_INDUSTRIES.join(',')}}`;
  await db.execute(sql`
    insert into investment_companies (investment_id, company_id, industry_id, role, is_supply, is_service, value_pln)
    select i.id, ${company}::int, (${industries}::int[])[1 + (i.id % ${WORK_INDUSTRIES.length}::int)], 'SUBCONTRACTOR', false, true,
           (i.value_pln / 10)::bigint
      from (select id, value_pln from investments where id % ${SPREAD}::int = 0 order by id limit ${INVESTMENTS}) i
    union all
    select i.id, ${company}::int, (${industries}::int[])[1 + ((i.id + 3) % ${WORK_INDUSTRIES.length}::int)], 'SUBCONTRACTOR', true, false, null::bigint
      from (select id from investments where id % ${SPREAD}::int = 0 order by id limit ${INVESTMENTS}) i
     where i.id % 4 = 0
    on conflict do nothing`);
  // The steady state of autovacuum: statistics and the visibility map (index-only scans without heap fetches).
  await db.execute(sql`vacuum analyze`);
  return company;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const run = async (target: 'pglite' | 'postgres') => {
  let dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-company-stats-'));
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await admin.connect();
      await admin.query('drop database if exists bench_company_stats with (force)');
      await admin.query('create database bench_company_stats');
      await admin.end();
      databaseUrl = 'postgres://postgres@127.0.0.1:5432/bench_company_stats';
    }
  }
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const started = performance.now();
  const companyId = await prepare(handle);
  const works = (
    await handle.db.execute<{ n: string; w: string }>(sql`
    select count(distinct investment_id) as n, count(*) as w from investment_companies where company_id = ${companyId}`)
  ).rows[0];
  console.log(
    `\n## ${target}: company ${companyId} with ${works?.n} investments (${works?.w} works), prepared in ${Math.round(performance.now() - started)} ms`,
  );
  const env = loadEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const app = await buildApp({ env, database: handle, logger: false });
  await app.ready();
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
    times.sort((a, b) => a - b);
    return [percentile(times, 50), percentile(times, 95)].map((n) => n.toFixed(1)).join(' | ');
  };
  console.log('| call | cold p50 ms | cold p95 ms | cached p50 ms | cached p95 ms |\n|---|---|---|---|---|');
  for (const call of CALLS) {
    const url = `/api/v2/companies/${companyId}${call}`;
    console.log(`| ${call} | ${await measure(url, true)} | ${await measure(url, false)} |`);
  }
  const plan = await handle.db.execute<Record<string, string>>(
    sql`explain (analyze, costs off) ${groupedStatsSql(companyId, {
      groupId: sql`i.province_id`,
      groupName: sql`p.name`,
      join: sql`join provinces p on p.id = i.province_id`,
      filter: sql`i.province_id is not null`,
      sort: { sort: 'AMOUNT', direction: 'DESC' },
    })}`,
  );
  console.log('\nEXPLAIN ANALYZE of /numbers/districts:\n', plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  await app.close();
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  dataDir = '';
};

for (const target of args.targets.split(',') as ('pglite' | 'postgres')[]) await run(target);
