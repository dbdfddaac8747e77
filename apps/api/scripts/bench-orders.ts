import { parseArgs } from 'node:util';
import { type OrderListQuery, orderListQuerySchema, polishDay } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { type BenchScale, isBenchScale } from '../src/db/seed/bench-data.js';
import { orderCountQuery, orderPageQueries } from '../src/modules/orders/order-list.queries.js';
import { resolveListFilter } from '../src/modules/orders/order-list.service.js';
import { dropKeptCounts } from '../src/modules/orders/order-search-stats.js';
import { findActorById } from '../src/plugins/actor.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { ratio, summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    targets: { type: 'string', default: 'postgres,pglite' },
    scale: { type: 'string' },
    /** PostgreSQL only: another copy of the data set (e.g. one with a migration under test). */
    'database-url': { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
/** Words in a quarter to a third of the generated orders (see ORDER_PHRASES in bench-data.ts). */
const COMMON_WORDS = ['montaż', 'dostawa', 'wykonanie'];
const TERMS = ['apartamentowca', 'kanalizacji', 'hali magazynowej', 'Krakowie', 'szkoły', 'wiadukt'];

const count = async (db: DatabaseHandle['db'], query: SQL) =>
  Number((await db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);

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
  const instance = await createAppOn(handle);
  const { app } = instance;
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
  const commonFirst = await run('/api/v2/orders', commonWord, () => dropKeptCounts(app));
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
  await instance.close();
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

const rows: Cell[][] = [];
const notes: string[] = [];
const targets = (args.targets ?? '').split(',').filter(Boolean) as BenchTarget[];
for (const target of targets) {
  const scale = args.scale ?? defaultScale(target);
  if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);
  const { handle } = await openBenchDatabase({ scale: scale as BenchScale, target, databaseUrl: args['database-url'] });
  try {
    const r = await measure(target, handle);
    const db = `${target} (${r.orders.toLocaleString('en')} orders)`;
    const target30 = 'p95 ≤ 30 ms (1M, server)';
    rows.push(
      [
        db,
        'list: text + industries + offer deadline, nearest first',
        target30,
        r.listMs.p50,
        r.listMs.p95,
        r.sqlMs.listPage.p50,
        ratio(r.listMs.p50, r.sqlMs.listPage.p50),
      ],
      [
        db,
        'counts of the same search',
        target30,
        r.countsMs.p50,
        r.countsMs.p95,
        r.sqlMs.counts.p50,
        ratio(r.countsMs.p50, r.sqlMs.counts.p50),
      ],
      [
        db,
        'list: one common word, first request (counts not kept)',
        '–',
        r.commonWordNoFilterMs.firstList.p50,
        r.commonWordNoFilterMs.firstList.p95,
        null,
        null,
      ],
      [
        db,
        'list: one common word, counts kept',
        '–',
        r.commonWordNoFilterMs.list.p50,
        r.commonWordNoFilterMs.list.p95,
        null,
        null,
      ],
      [
        db,
        'counts: one common word (kept a minute)',
        '–',
        r.commonWordNoFilterMs.counts.p50,
        r.commonWordNoFilterMs.counts.p95,
        null,
        null,
      ],
    );
    notes.push(
      `${target}: indexes used by the list and counts plans: ${r.indexes.join(', ')}; bare SQL of the list's separate total query p50 ${r.sqlMs.listTotal.p50} ms.`,
    );
  } finally {
    await handle.close();
  }
}
notes.push(
  `${REQUESTS} requests per call after 5 warm-up ones, through app.inject as the demo account klient; bare SQL = EXPLAIN ANALYZE execution time of the same page and counts queries (one per search term); ratio = API p50 / SQL p50.`,
  loadNote(),
);
writeResult({
  id: 'orders',
  title: 'Orders list and counts',
  database: targets.length > 1 ? 'both' : (targets[0] ?? 'postgres'),
  columns: ['database', 'call', 'target', 'API p50 ms', 'API p95 ms', 'SQL p50 ms', 'ratio'],
  rows,
  notes,
});
