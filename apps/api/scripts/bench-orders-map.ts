/**
 * The order map's SQL on the benchmark data set (issue 16): province counts and the pins of one
 * voivodeship's bbox and of the whole country, read-only on `bench_large` (no migration is applied:
 * the data set is shared). `npm run bench:map -- [--database-url URL] [--runs 20]`.
 */

import { ORDERS_MAP } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import type { OrderListFilter } from '../src/modules/orders/order-list-filters.queries.js';
import { presentPins } from '../src/modules/orders-map/orders-map.presenter.js';
import { countOrdersByProvince, findPins } from '../src/modules/orders-map/orders-map.queries.js';
import { summary } from './bench/stats.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const url = arg('database-url', 'postgres://postgres@127.0.0.1:5432/bench_large');
const runs = Number(arg('runs', '20'));
const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = drizzle(pool) as unknown as Database;

const time = async <T>(fn: () => Promise<T>) => {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await fn();
    times.push(performance.now() - start);
  }
  return { ...summary(times), last: last as T };
};

const counts = (await db.execute<{ n: string }>(sql`select (select count(*) from orders) as n`)).rows[0];
const company = (
  await db.execute<{ company_id: number; ids: number[] }>(sql`
    select company_id, array_agg(distinct industry_id) as ids from investment_companies
     group by company_id order by count(*) desc limit 1`)
).rows[0]!;
const mazowieckie = (
  await db.execute<{ min_lat: number; min_lng: number; max_lat: number; max_lng: number }>(
    sql`select min_lat, min_lng, max_lat, max_lng from provinces where id = 7`,
  )
).rows[0]!;
const box7 = {
  west: mazowieckie.min_lng,
  south: mazowieckie.min_lat,
  east: mazowieckie.max_lng,
  north: mazowieckie.max_lat,
};
const poland = { west: 13.8, south: 48.9, east: 24.4, north: 55 };

const staff: OrderListFilter = { statuses: ['RELEASED'], owner: null, searchWords: [] };
const contractor: OrderListFilter = {
  ...staff,
  visibleFor: { companyId: company.company_id, userId: 0, industryIds: company.ids },
};
const byIndustries: OrderListFilter = { ...contractor, companyIndustryIds: company.ids };

const results: Record<string, unknown> = { orders: Number(counts?.n), runs };
for (const [name, filter] of Object.entries({ staff, contractor, byIndustries })) {
  const c = await time(() => countOrdersByProvince(db, filter, 'index'));
  const p7 = await time(async () => presentPins(await findPins(db, filter, 'index', box7, ORDERS_MAP)));
  const pl = await time(async () => presentPins(await findPins(db, filter, 'index', poland, ORDERS_MAP)));
  const kb = (v: unknown) => +(Buffer.byteLength(JSON.stringify(v)) / 1024).toFixed(1);
  results[name] = {
    provinces: { p50: c.p50, p95: c.p95 },
    pinsMazowieckie: {
      p50: p7.p50,
      p95: p7.p95,
      kb: kb(p7.last),
      pins: p7.last.pins.length,
      clusters: p7.last.clusters.length,
      investments: p7.last.investments,
    },
    pinsPoland: {
      p50: pl.p50,
      p95: pl.p95,
      kb: kb(pl.last),
      pins: pl.last.pins.length,
      clusters: pl.last.clusters.length,
      investments: pl.last.investments,
    },
  };
}
console.log(JSON.stringify(results, null, 2));
await pool.end();
