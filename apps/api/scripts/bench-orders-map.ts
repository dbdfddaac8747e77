/**
 * The order map (spec 2.10) on the benchmark data set: voivodeship counts, the pins of mazowieckie's bbox
 * and of the whole country, through the API (cold: the map's caches dropped before each request by moving
 * the orders generation, as an order write does; warm: answered from the 10-minute cache) beside the bare
 * SQL of the same answer, for staff, a contractor and the free plan (its counts always filter by its
 * company's industries).
 *
 * `npm run bench:map -- [--database-url URL] [--runs 20]`. It opens the data set as every benchmark does
 * (scripts/bench/dataset.ts): the app's migrations are applied first, so the first run on a data set made
 * before migration 0023 makes its kept counts (about a minute at 1M orders). Result file: orders-map.
 */
import { parseArgs } from 'node:util';
import { type Bbox, ORDERS_MAP, ordersMapQuerySchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { markOrdersChanged } from '../src/modules/orders/order-changes.js';
import { resolveListFilter } from '../src/modules/orders/order-list.service.js';
import { presentPins } from '../src/modules/orders-map/orders-map.presenter.js';
import { countOrdersByProvince, findPins } from '../src/modules/orders-map/orders-map.queries.js';
import {
  countKeptOrdersByProvince,
  countsAnswer,
  findKeptPins,
} from '../src/modules/orders-map/orders-map-counts.queries.js';
import { findActorById } from '../src/plugins/actor.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { type Summary, summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '20' },
    /** Runs of the answers that read the orders (a second each at 1M orders). */
    'slow-runs': { type: 'string', default: '5' },
  },
});
const RUNS = Number(args.runs);
const SLOW_RUNS = Number(args['slow-runs']);
const POLAND: Bbox = { west: 13.8, south: 48.9, east: 24.4, north: 55 };

const { handle } = await openBenchDatabase({ scale: 'large', target: 'postgres', databaseUrl: args['database-url'] });
const { db } = handle;
// Right after migration 0023 the kept counts have no visibility map, so a bbox reads the table instead of
// the index alone; autovacuum vacuums a table after that many inserts within a minute or so, here at once.
await db.execute(sql`vacuum analyze order_map_investment_counts`);
await db.execute(sql`vacuum analyze order_map_investment_pins`);
await db.execute(sql`vacuum analyze order_map_province_counts`);
await db.execute(sql`vacuum analyze order_map_province_industry_counts`);
const instance = await createAppOn(handle);
const app: FastifyInstance = instance.app;

const box7 = (
  await db.execute<{ west: number; south: number; east: number; north: number }>(
    sql`select min_lng as west, min_lat as south, max_lng as east, max_lat as north from provinces where id = 7`,
  )
).rows[0] as Bbox;
const bboxText = (b: Bbox) => `${b.west},${b.south},${b.east},${b.north}`;

const time = async (runs: number, fn: () => Promise<unknown>, before?: () => Promise<void>) => {
  const times: number[] = [];
  let last: unknown;
  for (let k = -2; k < runs; k++) {
    await before?.();
    const started = performance.now();
    last = await fn();
    if (k >= 0) times.push(performance.now() - started);
  }
  return { ...summary(times), last };
};

const headersOf = async (login: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login, password: 'Demo123!' } });
  if (res.statusCode !== 200) throw new Error(`login ${login}: ${res.statusCode}`);
  return { authorization: `Bearer ${res.json().accessToken}` };
};
const actorOf = async (login: string) => {
  const id = (await db.execute<{ id: number }>(sql`select id from users where login = ${login}`)).rows[0]?.id;
  const actor = await findActorById(db, Number(id));
  if (!actor) throw new Error(`no user ${login}`);
  return actor;
};

type Row = {
  call: string;
  who: string;
  target: string;
  cold: Summary;
  warm: Summary;
  sql: Summary;
  path: string;
  kb?: number;
  items?: number;
};
const rows: Row[] = [];

const measure = async (who: string, login: string, call: 'provinces' | 'pins', box?: Bbox, target = '–') => {
  const headers = await headersOf(login);
  const url = call === 'provinces' ? '/api/v2/orders-map/provinces' : `/api/v2/orders-map?bbox=${bboxText(box!)}`;
  const request = async () => {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.body;
  };
  const { filter } = await resolveListFilter(
    app,
    await actorOf(login),
    { ...ordersMapQuerySchema.parse({}), page: 0, size: 1 },
    'all',
  );
  const kept = countsAnswer(filter, call);
  const runs = kept ? RUNS : SLOW_RUNS;
  const cold = await time(runs, request, () => markOrdersChanged(app));
  const warm = await time(RUNS, request);
  const bare = await time(runs, () =>
    call === 'provinces'
      ? kept
        ? countKeptOrdersByProvince(db, filter)
        : countOrdersByProvince(db, filter, 'index')
      : kept
        ? findKeptPins(db, filter, box!, ORDERS_MAP)
        : findPins(db, filter, 'index', box!, ORDERS_MAP),
  );
  const body = cold.last as string;
  const pins = call === 'pins' ? presentPins((bare.last ?? []) as never) : undefined;
  rows.push({
    call:
      call === 'provinces' ? 'voivodeship counts' : box === POLAND ? 'pins, whole country' : "pins, mazowieckie's bbox",
    who,
    target,
    cold,
    warm,
    sql: bare,
    path: kept ? 'kept counts' : 'orders (fallback)',
    kb: +(Buffer.byteLength(body) / 1024).toFixed(1),
    items: pins ? pins.pins.length + pins.clusters.length : undefined,
  });
  console.log(JSON.stringify(rows.at(-1), (k, v) => (k === 'last' ? undefined : v)));
};

const orders = Number((await db.execute<{ n: string }>(sql`select count(*) as n from orders`)).rows[0]?.n);
try {
  await measure('staff (administrator)', 'administrator', 'provinces', undefined, 'p95 ≤ 30 ms');
  await measure('contractor (klient)', 'klient', 'provinces', undefined, 'p95 ≤ 30 ms');
  await measure('free plan (dotowany)', 'dotowany', 'provinces', undefined, 'p95 ≤ 30 ms');
  await measure('staff (administrator)', 'administrator', 'pins', box7, 'p95 ≤ 80 ms, ≤ 400 KB');
  await measure('contractor (klient)', 'klient', 'pins', box7, 'p95 ≤ 80 ms, ≤ 400 KB');
  await measure('staff (administrator)', 'administrator', 'pins', POLAND, 'bounded');
  await measure('contractor (klient)', 'klient', 'pins', POLAND, 'bounded');
} finally {
  await instance.close();
  await handle.close();
}

const table: Cell[][] = rows.map((r) => [
  r.call,
  r.who,
  r.path,
  r.target,
  r.cold.p50,
  r.cold.p95,
  r.sql.p50,
  r.sql.p95,
  r.warm.p50,
  r.warm.p95,
  r.kb ?? null,
  r.items ?? null,
]);
writeResult({
  id: 'orders-map',
  title: 'Orders map: counts and pins',
  database: 'postgres',
  columns: [
    'call',
    'caller',
    'answered from',
    'target',
    'API cold p50',
    'API cold p95',
    'SQL p50',
    'SQL p95',
    'API warm p50',
    'API warm p95',
    'KB',
    'pins + clusters',
  ],
  rows: table,
  notes: [
    `${orders.toLocaleString('en')} orders; ${RUNS} requests per call after 2 warm-up ones (${SLOW_RUNS} for answers read from the orders); cold = the map's caches dropped before each request (the orders generation moved, as by an order write); SQL = the same query function alone; warm = answered from the 10-minute cache.`,
    "Kept counts: migration 0023 (modules/orders-map/README.md). The free plan's counts always filter by its company's industries (answered by order_map_province_industry_counts, through its GIN index of migration 0026). A bbox reads each quarter degree of longitude as its own index range (0026) of the pins merged per investment and status (0027).",
    loadNote(),
  ],
});
