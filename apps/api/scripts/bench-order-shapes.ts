import { parseArgs } from 'node:util';
import { orderListQuerySchema } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../src/db/client.js';
import { orderCountQuery, orderPageQueries } from '../src/modules/orders/order-list.queries.js';
import { resolveListFilter } from '../src/modules/orders/order-list.service.js';
import { chooseTextMatch, dropKeptCounts } from '../src/modules/orders/order-search-stats.js';
import { findActorById } from '../src/plugins/actor.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_large' },
    requests: { type: 'string', default: '30' },
    'print-sql': { type: 'boolean', default: false },
    /** One more shape to measure, as a path with its query (e.g. '/api/v2/orders?search=dachu&provinceIds=1'). */
    shape: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);

/** The shapes of the load mix that were slow at 1M orders (path, query). */
const SHAPES: [label: string, path: string, query: string][] = [
  ['1. list: Krakowie, province 8, RELEASED', '/api/v2/orders', 'page=0&search=Krakowie&provinceIds=8&status=RELEASED'],
  ['2. counts: Krakowie, province 8', '/api/v2/orders/count/all', 'search=Krakowie&provinceIds=8'],
  [
    '3. counts: my industries, provinces 2,14',
    '/api/v2/orders/count/all',
    'byIndustries=true&provinceIds=2,14&status=RELEASED',
  ],
  [
    '4. list: szkoły, province 13, page 4, oldest',
    '/api/v2/orders',
    'page=4&search=szkoły&provinceIds=13&status=RELEASED,ARCHIVED&sort=PUBLISH_DATE_OLDEST',
  ],
  [
    '5. list: dachu (common), province 1, farthest deadline',
    '/api/v2/orders',
    'page=0&search=dachu&provinceIds=1&status=RELEASED&sort=OFFER_DEADLINE_FARTHEST',
  ],
  ['6. list: no word, RELEASED+ARCHIVED, newest', '/api/v2/orders', 'page=0&status=RELEASED,ARCHIVED'],
  ['7. list: montaż (common), page 5', '/api/v2/orders', 'page=5&search=montaż'],
];

const inline = (query: SQL) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
};

const started = performance.now();
const handle = await openDatabase({ databaseUrl: args['database-url'] });
console.log(`opened (migrations included) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const instance = await createAppOn(handle);
const { app } = instance;
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { login: 'klient', password: 'Demo123!' },
});
const headers = { authorization: `Bearer ${login.json().accessToken}` };
const userId = Number(
  (await handle.db.execute<{ id: number }>(sql`select id from users where login = 'klient'`)).rows[0]?.id,
);
const klient = await findActorById(handle.db, userId);

const rows: Cell[][] = [];
const extra = args.shape?.split('?');
const shapes = extra ? [...SHAPES, [`8. ${args.shape}`, extra[0] ?? '', extra[1] ?? ''] as const] : SHAPES;
for (const [label, path, query] of shapes) {
  const q = orderListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const { filter, sort } = await resolveListFilter(app, klient!, q, 'all');
  const match = await chooseTextMatch(
    app,
    filter,
    path.endsWith('/count/all') ? undefined : ((q.page ?? 0) + 1) * (q.size ?? 10),
  );
  const statement = path.endsWith('/count/all')
    ? orderCountQuery({ ...filter, statuses: ['RELEASED', 'ARCHIVED'] })
    : orderPageQueries(filter, { sort, page: q.page ?? 0, size: q.size ?? 10 }, match).rows;
  if (args['print-sql']) console.log(`-- ${label} (${match})\n${inline(statement)};\n`);
  const api: number[] = [];
  const explained: number[] = [];
  for (let k = -2; k < REQUESTS; k++) {
    await dropKeptCounts(app);
    const t0 = performance.now();
    const response = await app.inject({ url: `${path}?${query}`, headers });
    if (response.statusCode !== 200) throw new Error(`${path}?${query}: ${response.statusCode} ${response.body}`);
    if (k >= 0) api.push(performance.now() - t0);
    if (k >= 0 && k < 10) {
      const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze) ${statement}`);
      const line = plan.rows.map((r) => r['QUERY PLAN']).find((l) => l.includes('Execution Time'));
      explained.push(Number(line?.match(/([\d.]+) ms/)?.[1]));
    }
  }
  const a = summary(api);
  const e = summary(explained);
  console.log(`${label} [${match}]: API ${a.p50} / ${a.p95} ms, SQL ${e.p50} / ${e.p95} ms`);
  rows.push([label, match, a.p50, a.p95, e.p50, e.p95]);
}
const file = writeResult({
  id: 'order-shapes',
  title: 'Orders list and counts with everyday filters (load-mix shapes), PostgreSQL',
  database: 'postgres',
  columns: ['shape', 'text match', 'API p50 ms', 'API p95 ms', 'SQL p50 ms', 'SQL p95 ms'],
  rows,
  notes: [
    `${args['database-url']?.replace(/\/\/[^@]*@/, '//')}, ${REQUESTS} requests a shape as klient`,
    'The kept counts and list totals (a minute) are dropped before each request: API times are those of a first search, total included; SQL is the page query alone (EXPLAIN ANALYZE).',
    loadNote(),
  ],
});
console.log(`written ${file}`);
await instance.close();
await handle.close();
