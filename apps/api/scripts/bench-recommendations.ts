import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { isBenchScale } from '../src/db/seed/bench-data.js';
import { findRecommendationPage } from '../src/modules/recommendations/recommendation-page.js';
import { expandIndustryIds, findOrderPlace } from '../src/modules/recommendations/recommendations.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { ratio, summary } from './bench/stats.js';

/**
 * One page of an order's recommendations through the API (spec 7), beside the bare SQL of the
 * same page, on the benchmark data set: the demo client's released orders in turn, with the default
 * distances (75 km to the seat and to the work) and with 'cała Polska' on the work distance.
 */
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '30' },
    targets: { type: 'string', default: 'postgres,pglite' },
    scale: { type: 'string' },
    /** PostgreSQL only: another database than bench_<scale> (a copy; its name must start with bench). */
    'database-url': { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const SHAPES = [
  { name: 'order, 75 km seat or work', query: { companyDistance: 75, workDistance: 75 } },
  { name: "order, work 'cała Polska'", query: { workDistance: 9999 } },
] as const;

const run = async (target: BenchTarget) => {
  const scale = args.scale ?? defaultScale(target);
  if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);
  const databaseUrl = target === 'postgres' ? args['database-url'] : undefined;
  const { handle } = await openBenchDatabase({ scale, target, databaseUrl });
  const orders = (
    await handle.db.execute<{ id: number }>(sql`
      select o.id from orders o where o.company_id = (select company_id from users where login = 'klient')
         and o.status = 'RELEASED' and not o.removed order by o.id limit 20`)
  ).rows.map((r) => Number(r.id));
  const sizes = (
    await handle.db.execute<{ companies: string; participations: string }>(
      sql`select (select count(*) from companies) as companies, (select count(*) from investment_companies) as participations`,
    )
  ).rows[0];
  console.log(
    `\n## ${target} ${scale}: ${orders.length} orders of klient, ${sizes?.companies} companies, ${sizes?.participations} participations`,
  );
  // Migration 0024 rewrites every participation: without a vacuum its covering indexes would still
  // visit the table (no visibility map yet) until autovacuum comes by.
  await handle.db.execute(sql`vacuum analyze investment_companies`);
  await handle.db.execute(sql`vacuum analyze companies`);
  const instance = await createAppOn(handle, { DEMO_DATA: 'false' });
  const { app } = instance;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login: 'klient', password: 'Demo123!' },
  });
  const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
  const klient = Number(
    (await handle.db.execute<{ id: number }>(sql`select id from users where login = 'klient'`)).rows[0]?.id,
  );
  for (const shape of SHAPES) {
    const api: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < REQUESTS + 3; i++) {
      const orderId = orders[i % orders.length]!;
      const qs = new URLSearchParams(Object.entries(shape.query).map(([k, v]): [string, string] => [k, String(v)]));
      const t0 = performance.now();
      const res = await app.inject({ url: `/api/v2/orders/${orderId}/recommendations?${qs}`, headers });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      const t1 = performance.now();
      const place = (await findOrderPlace(handle.db, orderId))!;
      const industryIds = await expandIndustryIds(handle.db, place.industryIds);
      const t2 = performance.now();
      await findRecommendationPage(handle.db, {
        industryIds,
        latitude: place.latitude,
        longitude: place.longitude,
        scope: 'any',
        seatMetres: 'companyDistance' in shape.query ? shape.query.companyDistance * 1000 : null,
        workMetres: shape.query.workDistance >= 9999 ? Number.POSITIVE_INFINITY : shape.query.workDistance * 1000,
        excludedCompanyIds: [place.companyId],
        orderId,
        worksCount: { min: 1, max: null },
        worksValue: { min: null, max: null },
        viewerUserId: klient,
        page: 0,
        size: 30,
        worksShown: 3,
      });
      if (i >= 3) {
        api.push(t1 - t0);
        bare.push(performance.now() - t2);
      }
    }
    const a = summary(api);
    const b = summary(bare);
    console.log(`| ${shape.name} | ${a.p50} | ${a.p95} | ${b.p50} | ${b.p95} |`);
    rows.push([
      `${target} ${scale}`,
      shape.name,
      'p95 ≤ 100 ms (PostgreSQL)',
      a.p50,
      a.p95,
      b.p50,
      b.p95,
      ratio(a.p50, b.p50),
    ]);
  }
  await instance.close();
  await handle.close();
};

const rows: Cell[][] = [];
const targets = args.targets.split(',').filter(Boolean) as BenchTarget[];
for (const target of targets) await run(target);
writeResult({
  id: 'recommendations',
  title: 'Recommendations of an order',
  database: targets.length > 1 ? 'both' : (targets[0] ?? 'postgres'),
  columns: ['database', 'call', 'target', 'API p50 ms', 'API p95 ms', 'SQL p50 ms', 'SQL p95 ms', 'ratio'],
  rows,
  notes: [
    `${REQUESTS} requests per shape after 3 warm-up ones, through app.inject as klient, over klient's released orders in turn; SQL = the same page's statement (findRecommendationPage) run alone through the driver.`,
    loadNote(),
  ],
});
