/**
 * The investment search and map (spec platform 2.3) on the large data set (300,000 investments, ~1.4M
 * participations): p95 of the everyday shapes through the API (uncached: the search keeps no cache)
 * beside the bare SQL of the same query functions, for a client with the full plan.
 *
 * `npm run bench:investments -- [--database-url URL] [--runs 20]`. The app's migrations are applied
 * first (the search's indexes), so run it on a copy of bench_large, never on bench_large itself.
 * Result file: investments.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  type Bbox,
  INVESTMENT_SEARCH_PAGE_SIZE,
  type InvestmentSearchSort,
  investmentSearchParamsSchema,
  ORDERS_MAP,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countByProvince, findPinsOrClusters } from '../src/modules/investments/investment-map.queries.js';
import { findSearchPage, findSearchTotals } from '../src/modules/investments/investment-search.queries.js';
import { findLocalityPoint, type ResolvedSearch } from '../src/modules/investments/investment-search-filter.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { type Summary, summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '20' } },
});
const RUNS = Number(args.runs);
const { handle } = await openBenchDatabase({ scale: 'large', target: 'postgres', databaseUrl: args['database-url'] });
const { db } = handle;
// a fresh copy has no visibility map yet (the map counts read covering indexes only), as autovacuum leaves it after a while
await db.execute(sql`vacuum analyze investments`);
const instance = await createAppOn(handle);
const app: FastifyInstance = instance.app;

const time = async (fn: () => Promise<unknown>): Promise<Summary> => {
  const times: number[] = [];
  for (let k = -2; k < RUNS; k++) {
    const started = performance.now();
    await fn();
    if (k >= 0) times.push(performance.now() - started);
  }
  return summary(times);
};
const one = async <T>(query: string) => (await db.execute<Record<string, T>>(sql.raw(query))).rows[0] ?? {};

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { login: 'klient', password: 'Demo123!' },
});
const headers = { authorization: `Bearer ${login.json().accessToken}` };
const krakow = Number(
  (await one<number>("select id from locations where name = 'Kraków' order by population desc nulls last limit 1")).id,
);
const company = Number(
  (
    await one<number>(
      'select company_id as id from investment_companies group by 1 order by count(*) desc offset 100 limit 1',
    )
  ).id,
);
const province7 = (await one<number>(
  'select min_lng as west, min_lat as south, max_lng as east, max_lat as north from provinces where id = 7',
)) as unknown as Bbox;
const bbox7 = `${province7.west},${province7.south},${province7.east},${province7.north}`;

type Shape = {
  name: string;
  target: string;
  query: string;
  kind: 'search' | 'provinces' | 'pins';
  sort?: InvestmentSearchSort;
};
const SHAPES: Shape[] = [
  { name: "a word ('hala')", target: 'p95 ≤ 50 ms', query: 'q=hala', kind: 'search' },
  {
    name: 'a place with 50 km (Kraków)',
    target: 'p95 ≤ 50 ms',
    query: `miejsce=${krakow}:Kraków&km=50`,
    kind: 'search',
  },
  {
    name: 'sectors + stage + value',
    target: 'p95 ≤ 50 ms',
    query: 'sektory=1,2&etapy=9&wartoscOd=10000000',
    kind: 'search',
  },
  { name: "a company's investments", target: 'p95 ≤ 50 ms', query: `firma=${company}`, kind: 'search' },
  {
    name: 'no filter, the largest value first',
    target: 'p95 ≤ 50 ms',
    query: 'sort=wartosc-malejaco',
    kind: 'search',
    sort: 'wartosc-malejaco',
  },
  {
    name: 'no filter, the latest end first',
    target: 'p95 ≤ 50 ms',
    query: 'sort=koniec-malejaco',
    kind: 'search',
    sort: 'koniec-malejaco',
  },
  { name: 'province counts, no filter', target: 'p95 ≤ 30 ms', query: '', kind: 'provinces' },
  { name: "pins, mazowieckie's bbox", target: 'p95 ≤ 80 ms', query: `bbox=${bbox7}`, kind: 'pins' },
];
const URLS = {
  search: '/api/v2/investments/search',
  provinces: '/api/v2/investments/search/provinces',
  pins: '/api/v2/investments/search/pins',
};

const resolve = async (query: string): Promise<ResolvedSearch & { sort: 'zmiana' }> => {
  const params = investmentSearchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const point = params.miejsce ? await findLocalityPoint(db, params.miejsce.id) : null;
  return { ...params, sort: 'zmiana', near: point ? { ...point, km: params.km } : null };
};

const investments = Number((await one<string>('select count(*) as n from investments')).n);
const rows: Cell[][] = [];
try {
  for (const shape of SHAPES) {
    const url = `${URLS[shape.kind]}?${shape.query}`;
    const first = await app.inject({ url, headers });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    const api = await time(() => app.inject({ url, headers }));
    const f = await resolve(shape.query);
    // as the service runs them: a search's page and its totals side by side
    const bare = await time(() =>
      shape.kind === 'search'
        ? Promise.all([
            findSearchPage(db, f, shape.sort ?? 'zmiana', { offset: 0, limit: INVESTMENT_SEARCH_PAGE_SIZE }),
            findSearchTotals(db, f),
          ])
        : shape.kind === 'provinces'
          ? countByProvince(db, f)
          : findPinsOrClusters(db, f, province7, ORDERS_MAP),
    );
    const body = first.json();
    const matches = shape.kind === 'search' ? body.totalElements : shape.kind === 'pins' ? body.investments : null;
    rows.push([
      shape.name,
      shape.target,
      api.p50,
      api.p95,
      bare.p50,
      bare.p95,
      matches,
      +(os.loadavg()[0] ?? 0).toFixed(1),
    ]);
    console.log(JSON.stringify(rows.at(-1)));
  }
} finally {
  await instance.close();
  await handle.close();
}

writeResult({
  id: 'investments',
  title: 'Investment search and map',
  database: 'postgres',
  columns: ['shape', 'target', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'matches', 'load 1 min'],
  rows,
  notes: [
    `${investments.toLocaleString('en')} investments; ${RUNS} requests per shape after 2 warm-up ones, as the client 'klient' (full plan); the search keeps no cache, so every request reads the database. SQL = the same query functions alone, as the service runs them (a search's page and its totals side by side); 'load 1 min' = the machine's load average after the shape (2 cores).`,
    "How: a page walks the last-change index and stops at its 20th row; the exact count and value of every match are a query of their own beside it, read without the investments' wide rows (~800 bytes, 10 a page): a voivodeship/stage/state filter (the map's counts) from the counts the database keeps per voivodeship, stage and archive flag; a word from the narrow kept copy of the folded names (its trigram index); a place from the latitude/longitude index with the values included, the great-circle distance computed only near the circle's edge; stages with a value range from their covering index. The pins read the latitude/longitude index only.",
    loadNote(),
  ],
});
