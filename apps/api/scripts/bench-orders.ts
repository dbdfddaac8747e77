/**
 * Orders benchmark (issue 3): generates N orders over generated investments, then measures the
 * all-orders list (text search + industry tree + offer deadline, sorted by the nearest deadline)
 * and the counts call through app.inject (p50/p95), and the bare SQL of the same queries
 * (EXPLAIN ANALYZE, with the indexes the plan uses; BENCH_PLAN=1 prints the page and counts plans
 * of the first word). With a text search the list's total comes from its page query; `listTotal`
 * is the separate total query used otherwise (and for a page past the end).
 *
 *   npm run bench:orders -- --orders 200000 [--targets pglite,postgres] [--requests 50] [--reuse]
 *
 * PostgreSQL: DATABASE_URL, or the database `bench_orders` created on 127.0.0.1:5432 (recreated
 * unless --reuse keeps data already generated). PGlite: a fresh data directory in the system temp.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type OrderListQuery, orderListQuerySchema, polishDay } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { generateDataset, seedIfEmpty } from '../src/db/seed/index.js';
import { lemmaText } from '../src/lib/polish-lemmas.js';
import { orderCountQuery, orderPageQueries } from '../src/modules/orders/order-list.queries.js';
import { resolveListFilter } from '../src/modules/orders/order-list.service.js';
import { findActorById } from '../src/plugins/actor.queries.js';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '50' },
    targets: { type: 'string', default: 'pglite,postgres' },
    reuse: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(args.orders);
const REQUESTS = Number(args.requests);
const BATCH = 50_000;
/** Words in a quarter to a third of the generated orders (see PHRASES). */
const COMMON_WORDS = ['montaż', 'dostawa', 'wykonanie'];
const TERMS = ['apartamentowca', 'kanalizacji', 'hali magazynowej', 'Krakowie', 'szkoły', 'wiadukt'];
const PHRASES = [
  'Wykonanie instalacji wodno-kanalizacyjnej wraz z białym montażem',
  'Dostawa i montaż stolarki okiennej aluminiowej',
  'Roboty ziemne, wykopy szerokoprzestrzenne i zasypki',
  'Wykonanie posadzek przemysłowych z utwardzaniem powierzchniowym',
  'Dostawa betonu towarowego C30/37 z pompowaniem',
  'Montaż konstrukcji stalowej hali wraz z obudową',
  'Wykonanie elewacji wentylowanej z płyt włóknocementowych',
  'Instalacje elektryczne niskoprądowe i oświetlenie awaryjne',
  'Układanie nawierzchni bitumicznej i krawężników',
  'Dostawa i montaż dźwigów osobowych',
  'Izolacje przeciwwodne fundamentów w technologii białej wanny',
  'Wykonanie dachu płaskiego z membraną PVC',
];

const count = async (db: DatabaseHandle['db'], query: SQL) =>
  Number((await db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);

/** Fills the `lemmas` column of a bench table (rows keyed by `rn`) with the Polish lemmas of `text`. */
const addLemmas = async (db: DatabaseHandle['db'], table: string, rows: SQL) => {
  const all = (await db.execute<{ key: number; text: string }>(rows)).rows;
  for (let from = 0; from < all.length; from += 5000) {
    const batch = all.slice(from, from + 5000).map((r) => ({ key: Number(r.key), lemmas: lemmaText(r.text) }));
    await db.execute(sql`update ${sql.identifier(table)} t set lemmas = x.lemmas
      from json_to_recordset(${JSON.stringify(batch)}::json) as x(key int, lemmas text) where t.rn = x.key`);
  }
};

/** Orders by SQL in batches of generate_series over the investments' participants and the industry leaves. */
const generateOrders = async (handle: DatabaseHandle, wanted: number) => {
  const db = handle.db;
  const existing = await count(db, sql`select count(*) as n from orders`);
  if (existing >= wanted) return existing;
  const investments = await count(db, sql`select count(*) as n from investments`);
  if (investments < Math.max(2000, wanted / 20)) {
    console.log(`  generating ${Math.max(2000, Math.round(wanted / 20))} investments...`);
    await generateDataset(db, { companies: 2000, investments: Math.max(2000, Math.round(wanted / 20)), seed: 7 });
  }
  await db.execute(sql`drop table if exists bench_participations, bench_industries, bench_phrases, bench_investments`);
  await db.execute(sql`create table bench_participations as
    select row_number() over (order by investment_id) as rn, investment_id, company_id, industry_id
      from (select distinct on (ic.investment_id) ic.investment_id, ic.company_id, ic.industry_id
              from investment_companies ic join investments i on i.id = ic.investment_id and not i.archived
             order by ic.investment_id, ic.company_id) x`);
  await db.execute(sql`create table bench_industries as
    select row_number() over (order by id) as rn, id, title, ''::text as lemmas from industries where parent_id is not null`);
  await db.execute(sql`create table bench_phrases (rn int, text text, lemmas text)`);
  await db.execute(
    sql`insert into bench_phrases select n, p, '' from unnest(${`{${PHRASES.map((p) => `"${p}"`).join(',')}}`}::text[]) with ordinality as t(p, n)`,
  );
  await addLemmas(db, 'bench_phrases', sql`select rn as key, text from bench_phrases`);
  await addLemmas(db, 'bench_industries', sql`select rn as key, title as text from bench_industries`);
  // as order-values.ts: the investment's name and place with the Polish lemmas of their words
  await db.execute(sql`create table bench_investments as
    select distinct p.investment_id as rn, i.name || ' ' || coalesce(l.name, '') as text, ''::text as lemmas
      from bench_participations p join investments i on i.id = p.investment_id left join locations l on l.id = i.location_id`);
  await addLemmas(db, 'bench_investments', sql`select rn as key, text from bench_investments`);
  const participations = await count(db, sql`select count(*) as n from bench_participations`);
  const leaves = await count(db, sql`select count(*) as n from bench_industries`);
  const firstNew = (await count(db, sql`select coalesce(max(id), 0) as n from orders`)) + 1;
  for (let from = existing + 1; from <= wanted; from += BATCH) {
    const to = Math.min(wanted, from + BATCH - 1);
    await db.execute(sql`
      insert into orders (status, investment_id, company_id, is_approved, publish_at, offer_deadline_from, offer_deadline_to,
        work_deadline_from, work_deadline_to, scope, description, industry_ids, search_text,
        visible_to_industry_users_only, created_at, deleted_reason)
      select case when g % 10 = 0 then 'ARCHIVED' when g % 41 = 0 then 'DRAFT' when g % 23 = 0 then 'PLANNED' else 'RELEASED' end,
             p.investment_id, p.company_id, g % 13 <> 0,
             case when g % 41 = 0 then null when g % 23 = 0 then now() + make_interval(days => 1 + g % 30)
                  else now() - make_interval(hours => g % 20000) end,
             current_date - (g % 20), current_date + (g % 90) - 15,
             date_trunc('month', current_date + (g % 300) - 60)::date, date_trunc('month', current_date + (g % 300) + 120)::date,
             (array['DELIVERY','SERVICE','DELIVERY_AND_SERVICE'])[1 + g % 3], '<p>' || d.text || '</p>',
             case when g % 3 = 0 then array[p.industry_id, b.id] else array[p.industry_id] end,
             fold_text(bi.text || ' ' || b.title || ' ' || d.text || ' ' || bi.lemmas || ' ' || b.lemmas || ' ' || d.lemmas),
             g % 19 = 0, now() - make_interval(hours => g % 20000), case when g % 10 = 0 then 'EXPIRED' end
        from generate_series(${from}::int, ${to}::int) g
        join bench_participations p on p.rn = 1 + (g::bigint * 7919) % ${participations}
        join bench_industries b on b.rn = 1 + (g::bigint * 31) % ${leaves}
        join bench_phrases d on d.rn = 1 + g % ${PHRASES.length}
        join bench_investments bi on bi.rn = p.investment_id`);
    process.stdout.write(`\r  ${to} orders`);
  }
  process.stdout.write('\n');
  await db.execute(sql`insert into order_industries (order_id, industry_id, position, work_scope_number, unit)
    select o.id, x.id, x.n - 1, 1 + o.id % 997, 'm2' from orders o cross join unnest(o.industry_ids) with ordinality x(id, n)
     where o.id >= ${firstNew} on conflict do nothing`);
  await db.execute(sql`drop table bench_participations, bench_industries, bench_phrases, bench_investments`);
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`analyze`);
  return count(db, sql`select count(*) as n from orders`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: +percentile(sorted, 50).toFixed(1),
    p95: +percentile(sorted, 95).toFixed(1),
    max: +(sorted.at(-1) ?? 0).toFixed(1),
  };
};

const termOf = (k: number) => TERMS[(k + TERMS.length) % TERMS.length] as string;
const queryOf = (term: string): Record<string, string> => ({
  search: term,
  industryIds: '4,7',
  offerDeadlineFrom: polishDay(new Date()),
  sort: 'OFFER_DEADLINE_NEAREST',
});

const explain = async (db: DatabaseHandle['db'], query: SQL) => {
  const plan = (await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`)).rows.map(
    (r) => r['QUERY PLAN'],
  );
  const time = plan.find((line) => line.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1];
  const indexes = [
    ...new Set(
      plan.flatMap((line) =>
        [...line.matchAll(/(?:Index|Index Only) Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1] as string),
      ),
    ),
  ];
  return { ms: Number(time), indexes, plan };
};

const measure = async (label: string, handle: DatabaseHandle) => {
  const env = loadEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-000',
  });
  const app = await buildApp({ env, database: handle, logger: false });
  // logged in again for each series: on a loaded machine a run may outlast the access token
  let headers: Record<string, string> = {};
  const login = async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'klient', password: 'Demo123!' },
    });
    headers = { authorization: `Bearer ${answer.json().accessToken}` };
  };
  const run = async (
    path: string,
    query: (k: number) => Record<string, string> = (k) => queryOf(termOf(k)),
    before?: () => Promise<void>,
  ) => {
    const times: number[] = [];
    await login();
    for (let k = -5; k < REQUESTS; k++) {
      const url = `${path}?${new URLSearchParams(query(k))}`;
      await before?.();
      const started = performance.now();
      const response = await app.inject({ url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (k >= 0) times.push(performance.now() - started);
    }
    return summary(times);
  };
  const list = await run('/api/v2/orders');
  const counts = await run('/api/v2/orders/count/all');
  console.log(`  list ${JSON.stringify(list)}, counts ${JSON.stringify(counts)} ms`);
  // One very common word and no other filter: the page walks the sort index; the counts (and the list
  // total) read every match and are kept a minute, so the list is measured with them kept (as the
  // counts call and later pages see them) and without (the first request of a search).
  const commonWord = (k: number) => ({
    search: COMMON_WORDS[(COMMON_WORDS.length + (k % COMMON_WORDS.length)) % COMMON_WORDS.length] as string,
  });
  const commonFirst = await run('/api/v2/orders', commonWord, () => app.cache.delete('orders:counts:'));
  const commonList = await run('/api/v2/orders', commonWord);
  const commonCounts = await run('/api/v2/orders/count/all', commonWord);
  const klient = await findActorById(
    handle.db,
    Number((await handle.db.execute<{ id: number }>(sql`select id from users where login = 'klient'`)).rows[0]?.id),
  );
  const sqlTimes = { list: [] as number[], count: [] as number[], total: [] as number[] };
  let indexes: string[] = [];
  for (const term of TERMS) {
    const q: OrderListQuery = orderListQuerySchema.parse(queryOf(term));
    const { filter, sort } = await resolveListFilter(app, klient!, q, 'all');
    const page = orderPageQueries(filter, { sort, page: 0, size: 10 });
    const rows = await explain(handle.db, page.rows);
    sqlTimes.list.push(rows.ms);
    sqlTimes.total.push((await explain(handle.db, page.count)).ms);
    const counted = await explain(handle.db, orderCountQuery({ ...filter, statuses: ['RELEASED', 'ARCHIVED'] }));
    sqlTimes.count.push(counted.ms);
    indexes = [...new Set([...indexes, ...rows.indexes, ...counted.indexes])];
    if (term === TERMS[0] && process.env.BENCH_PLAN)
      console.log(`${rows.plan.join('\n')}\n\n${counted.plan.join('\n')}`);
  }
  await app.close();
  const result = {
    database: label,
    orders: await count(handle.db, sql`select count(*) as n from orders`),
    listMs: list,
    countsMs: counts,
    commonWordNoFilterMs: { firstList: commonFirst, list: commonList, counts: commonCounts },
    sqlMs: { listPage: summary(sqlTimes.list), listTotal: summary(sqlTimes.total), counts: summary(sqlTimes.count) },
    indexes,
  };
  console.log(JSON.stringify(result, null, 2));
  return result;
};

const openPostgres = async (): Promise<DatabaseHandle> => {
  const env = loadEnv();
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL });
  const server = 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'bench_orders'`)).rowCount;
  if (exists && !args.reuse) await admin.query('drop database bench_orders with (force)');
  if (!exists || !args.reuse) await admin.query('create database bench_orders');
  await admin.end();
  return openDatabase({ databaseUrl: server.replace(/\/postgres$/, '/bench_orders') });
};

for (const target of (args.targets ?? '').split(',')) {
  const started = performance.now();
  const dataDir = target === 'pglite' ? await fs.mkdtemp(path.join(os.tmpdir(), 'bench-orders-')) : null;
  const handle = dataDir ? await openDatabase({ dataDir }) : await openPostgres();
  try {
    console.log(`${target}: seeding and generating ${ORDERS} orders...`);
    await seedIfEmpty(handle.db, { demo: true, size: 'small' });
    await generateOrders(handle, ORDERS);
    console.log(`  data ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await measure(target, handle);
  } finally {
    await handle.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }
}
