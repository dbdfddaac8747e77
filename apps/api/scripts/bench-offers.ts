/**
 * Offers benchmark (issue 15): an order with 300 offers (100 contractor companies × 3 industries,
 * each priced, some chosen, 40 companies with notes and files in their threads) on a PostgreSQL
 * database of its own. Measures over real HTTP, one request at a time:
 * - p95 of `GET /orders/{id}/offers/industries` and `/offers/companies` (target ≤ 50 ms);
 * - the export of that order, XLSX and CSV (target ≤ 1 s).
 *
 *   npm run bench:offers -- [--runs 200] [--target postgres|pglite]
 *
 * PostgreSQL: a throwaway database `bench_offers_*` on 127.0.0.1:5432 (BENCH_PG_URL overrides the
 * server), dropped at the end.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { loadComparison } from '../src/modules/offers/offers.service.js';
import { buildCompany, buildOrder } from '../src/test/factories/index.js';
import { createServerDatabase } from '../src/test/server-database.js';
import { createAppOn, loginAs } from '../src/test/test-app.js';
import { loadNote, writeResult } from './bench/results.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    target: { type: 'string', default: 'postgres' },
    port: { type: 'string', default: '3237' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const COMPANIES = 100;
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const open = async (): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> => {
  if (args.target === 'postgres') {
    const { url, drop } = await createServerDatabase(serverUrl, 'bench_offers');
    return { handle: await openDatabase({ databaseUrl: url }), drop };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-offers-'));
  return { handle: await openDatabase({ dataDir: dir }), drop: () => fs.rm(dir, { recursive: true, force: true }) };
};

const time = async (runs: number, call: () => Promise<void>) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const s = performance.now();
    await call();
    times.push(performance.now() - s);
  }
  return summary(times);
};

const main = async () => {
  const { handle, drop } = await open();
  try {
    await seedIfEmpty(handle.db, { demo: true, size: 'small' });
    const t = await createAppOn(handle, { JOBS_WORKER: 'off' });
    const db = t.app.db;
    const [klient] = (
      await db.execute<{ id: number; company_id: number }>(sql`select id, company_id from users where login = 'klient'`)
    ).rows;
    if (!klient) throw new Error('no klient');
    const industries = (
      await db.execute<{ id: number }>(sql`select id from industries where parent_id is not null order by id limit 3`)
    ).rows.map((r) => Number(r.id));
    const order = await buildOrder(db, { companyId: klient.company_id, industries, contactUserIds: [klient.id] });
    const ids = `{${industries.join(',')}}`;
    // the small demo set has fewer companies than the order's contractors
    const existing = (await db.execute<{ n: number }>(sql`select count(*)::int as n from companies`)).rows[0]?.n ?? 0;
    for (let i = existing; i <= COMPANIES; i += 1) await buildCompany(db);
    await db.execute(sql`
      insert into conversations (order_id, company_id, industry_ids)
      select ${order.id}, c.id, ${ids}::int[] from companies c where c.id <> ${klient.company_id} order by c.id limit ${COMPANIES}`);
    await db.execute(sql`
      insert into offers (conversation_id, industry_id, order_id, company_id, price_net, valid_until, selected_at, read_at)
      select c.id, i, c.order_id, c.company_id, round((50000 + random() * 150000)::numeric, 2), current_date + 30,
             case when c.id % 37 = 0 then now() end, case when c.id % 2 = 0 then now() end
        from conversations c cross join lateral unnest(c.industry_ids) i where c.order_id = ${order.id}`);
    await db.execute(sql`
      insert into offer_notes (order_id, company_id, author_user_id, text)
      select ${order.id}, c.company_id, ${klient.id}, 'Notatka ' || g || ' o ofercie: termin, referencje, warunki płatności.'
        from (select company_id from conversations where order_id = ${order.id} order by id limit 40) c, generate_series(1, 7) g`);
    // files in 40 threads: messages with 3 attachments each
    await db.execute(sql`
      with m as (
        insert into conversation_messages (conversation_id, author_user_id, author_company_id, text)
        select c.id, null, c.company_id, 'Oferta w załączeniu.'
          from (select id, company_id from conversations where order_id = ${order.id} order by id limit 40) c
        returning id, conversation_id),
      a as (
        insert into attachments (uuid, name, storage_key, target, content_type)
        select gen_random_uuid(), 'oferta-' || m.id || '-' || g || '.pdf', 'bench/' || m.id || '/' || g || '.pdf', 'CONVERSATION', 'application/pdf'
          from m, generate_series(1, 3) g
        returning uuid, storage_key)
      insert into conversation_message_attachments (message_id, conversation_id, attachment_uuid)
      select m.id, m.conversation_id, a.uuid from a join m on a.storage_key like 'bench/' || m.id || '/%'`);
    await db.execute(sql`analyze`);
    const offers = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from offers where order_id = ${order.id}`)
    ).rows[0]?.n;
    console.log(`order ${order.id}: ${offers} offers`);

    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const headers = (await loginAs(t.app, 'klient')).headers;
    const base = `http://127.0.0.1:${PORT}/api/v2/orders/${order.id}`;
    const get = (url: string, check: (body: unknown) => void) => async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      check(await res.json());
    };
    // warm-up
    await time(
      10,
      get(`${base}/offers/industries`, () => undefined),
    );
    const byIndustry = await time(
      RUNS,
      get(`${base}/offers/industries`, (b) => {
        if ((b as { offers: unknown[] }[]).reduce((n, i) => n + i.offers.length, 0) !== offers)
          throw new Error('count');
      }),
    );
    const byCompany = await time(
      RUNS,
      get(`${base}/offers/companies`, (b) => {
        if ((b as unknown[]).length !== COMPANIES) throw new Error('companies');
      }),
    );
    // the comparison's SQL alone (the four reads both lists start with), no HTTP, no presenting
    const sqlOnly = await time(RUNS, async () => {
      await loadComparison(db, order.id);
    });
    const file = (format: string) => async () => {
      const res = await fetch(`${base}/offers/export?format=${format}`, { headers });
      if (res.status !== 200) throw new Error(`export ${res.status}`);
      await res.arrayBuffer();
    };
    const xlsx = await time(20, file('xlsx'));
    const csv = await time(20, file('csv'));
    const rows = [
      ['GET /orders/{id}/offers/industries', byIndustry.p50, byIndustry.p95, '≤ 50 ms'],
      ['GET /orders/{id}/offers/companies', byCompany.p50, byCompany.p95, '≤ 50 ms'],
      ['the comparison SQL alone (loadComparison)', sqlOnly.p50, sqlOnly.p95, '—'],
      ['GET /orders/{id}/offers/export?format=xlsx', xlsx.p50, xlsx.p95, '≤ 1000 ms'],
      ['GET /orders/{id}/offers/export?format=csv', csv.p50, csv.p95, '≤ 1000 ms'],
    ];
    console.table(rows);
    writeResult({
      id: 'offers',
      title: `Offers: an order with ${offers} offers (${COMPANIES} companies × 3 industries), HTTP one at a time`,
      database: args.target === 'postgres' ? 'postgres' : 'pglite',
      columns: ['call', 'p50 ms', 'p95 ms', 'target'],
      rows,
      notes: [`${RUNS} runs per list call, 20 per export`, loadNote()],
    });
    await t.close();
  } finally {
    await handle.close();
    await drop();
  }
};

await main();
