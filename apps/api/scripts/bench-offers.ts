/**
 * Offers benchmark (spec 2.8): an order with 300 offers (100 contractor companies × 3 industries,
 * each priced, some chosen, 40 companies with notes and files in their threads; bench/offers-scene.ts)
 * on a database of its own. Measures over real HTTP, one request at a time:
 * - p95 of `GET /orders/{id}/offers/industries` and `/offers/companies` (target ≤ 50 ms);
 * - the export of that order, XLSX and CSV (target ≤ 1 s);
 * and, in process, where a list answer's time goes (the reads, the check and JSON of the answer).
 *
 *   npm run bench:offers -- [--runs 200] [--targets postgres,pglite]
 *
 * PostgreSQL: a throwaway database `bench_offers_*` on 127.0.0.1:5432 (BENCH_PG_URL overrides the
 * server), dropped at the end; PGlite: a temporary directory.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { companyOffersListSchema, industryOffersListSchema, ORDER_OFFER_LIMITS } from '@platform/shared';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { findFirstNotePages, findFirstPagesEdits } from '../src/modules/offers/offer-notes.queries.js';
import { findLatestThreadFiles } from '../src/modules/offers/offers.queries.js';
import { loadComparison } from '../src/modules/offers/offers.service.js';
import { createServerDatabase } from '../src/test/server-database.js';
import { createAppOn, loginAs } from '../src/test/test-app.js';
import { buildBenchOffersOrder } from './bench/offers-scene.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    targets: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: '3237' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const COMPANIES = 100;
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const open = async (target: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> => {
  if (target === 'postgres') {
    const { url, drop } = await createServerDatabase(serverUrl, 'bench_offers');
    return { handle: await openDatabase({ databaseUrl: url }), drop };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-offers-'));
  return { handle: await openDatabase({ dataDir: dir }), drop: () => fs.rm(dir, { recursive: true, force: true }) };
};

const time = async (runs: number, call: () => Promise<unknown> | unknown) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const s = performance.now();
    await call();
    times.push(performance.now() - s);
  }
  return summary(times);
};

const measure = async (target: string): Promise<Cell[][]> => {
  const { handle, drop } = await open(target);
  try {
    await seedIfEmpty(handle.db, { demo: true, size: 'small' });
    const t = await createAppOn(handle, { JOBS_WORKER: 'off' });
    const db = t.app.db;
    const { orderId, offers } = await buildBenchOffersOrder(db, COMPANIES);
    console.log(`${target}: order ${orderId}: ${offers} offers`);
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const headers = (await loginAs(t.app, 'klient')).headers;
    const base = `http://127.0.0.1:${PORT}/api/v2/orders/${orderId}`;
    const get = (url: string, check: (body: unknown) => void) => async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      check(await res.json());
    };
    const industriesUrl = `${base}/offers/industries`;
    const companiesUrl = `${base}/offers/companies`;
    let industries: unknown;
    let companies: unknown;
    // warm-up (and the answers the in-process rows check)
    await time(
      10,
      get(industriesUrl, (b) => (industries = b)),
    );
    await time(
      10,
      get(companiesUrl, (b) => (companies = b)),
    );
    const byIndustry = await time(
      RUNS,
      get(industriesUrl, (b) => {
        if ((b as { offers: unknown[] }[]).reduce((n, i) => n + i.offers.length, 0) !== offers)
          throw new Error('count');
      }),
    );
    const byCompany = await time(
      RUNS,
      get(companiesUrl, (b) => {
        if ((b as unknown[]).length !== COMPANIES) throw new Error('companies');
      }),
    );
    // where the time goes, in process: the reads, then the check and JSON of each answer
    const size = ORDER_OFFER_LIMITS.notesPageSize;
    const sqlOnly = await time(RUNS, () => loadComparison(db, orderId));
    const companyReads = await time(RUNS, () =>
      Promise.all([
        findLatestThreadFiles(db, orderId, ORDER_OFFER_LIMITS.attachmentsShown),
        findFirstNotePages(db, orderId, size),
        findFirstPagesEdits(db, orderId, size),
      ]),
    );
    const checkIndustries = await time(RUNS, () => JSON.stringify(industryOffersListSchema.parse(industries)));
    const checkCompanies = await time(RUNS, () => JSON.stringify(companyOffersListSchema.parse(companies)));
    const file = (format: string) => async () => {
      const res = await fetch(`${base}/offers/export?format=${format}`, { headers });
      if (res.status !== 200) throw new Error(`export ${res.status}`);
      await res.arrayBuffer();
    };
    const xlsx = await time(20, file('xlsx'));
    const csv = await time(20, file('csv'));
    await t.close();
    const row = (call: string, s: { p50: number; p95: number }, goal: string): Cell[] => [
      target,
      call,
      s.p50,
      s.p95,
      goal,
    ];
    return [
      row('GET /orders/{id}/offers/industries', byIndustry, '≤ 50 ms'),
      row('GET /orders/{id}/offers/companies', byCompany, '≤ 50 ms'),
      row('  in process: the comparison reads (loadComparison, 4 queries)', sqlOnly, '—'),
      row('  in process: by company, files and first notes pages (3 queries)', companyReads, '—'),
      row('  in process: check + JSON of the by-industry answer', checkIndustries, '—'),
      row('  in process: check + JSON of the by-company answer', checkCompanies, '—'),
      row('GET /orders/{id}/offers/export?format=xlsx', xlsx, '≤ 1000 ms'),
      row('GET /orders/{id}/offers/export?format=csv', csv, '≤ 1000 ms'),
    ];
  } finally {
    await handle.close();
    await drop();
  }
};

const rows: Cell[][] = [];
for (const target of (args.targets ?? '').split(',').filter(Boolean)) rows.push(...(await measure(target)));
console.table(rows);
writeResult({
  id: 'offers',
  title: `Offers: an order with ${COMPANIES * 3} offers (${COMPANIES} companies × 3 industries), HTTP one at a time`,
  database:
    rows.some((r) => r[0] === 'pglite') && rows.some((r) => r[0] === 'postgres')
      ? 'both'
      : ((rows[0]?.[0] as 'postgres' | 'pglite') ?? 'postgres'),
  columns: ['database', 'call', 'p50 ms', 'p95 ms', 'target'],
  rows,
  notes: [`${RUNS} runs per list call, 20 per export`, loadNote()],
});
