import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { createAppOn } from '../src/test/test-app.js';
import { openBenchDatabase } from './bench/dataset.js';
import { loadNote, writeResult } from './bench/results.js';
import { summary } from './bench/stats.js';

/**
 * The order's life after publication (beyond the spec): the card's extra reads, 'Zmiany w zleceniu'
 * (GET /orders/{id}/changes), the lists' mark (GET /orders/changes/me) and the 'Pytania' tab
 * (GET /orders/{id}/questions) for the company with the most threads and invitations, and the
 * requester's coverage panel (GET /orders/{id}/coverage) and start-page warnings
 * (GET /orders/coverage-alerts/me) for a released order still taking offers in the busiest
 * voivodeship, on a copy of the large data set (it writes versions); figures in docs/bench-results/order-versions.json.
 * `npx tsx apps/api/scripts/bench-order-versions.ts --database-url postgres://.../bench_copy`
 */
const { values: args } = parseArgs({
  options: { requests: { type: 'string', default: '50' }, 'database-url': { type: 'string' } },
});
const REQUESTS = Number(args.requests);

const explainMs = async (db: DatabaseHandle['db'], query: SQL) => {
  const plan = (await db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`)).rows.map(
    (r) => r['QUERY PLAN'],
  );
  return Number(plan.find((l) => l.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1]);
};

const main = async () => {
  const { handle } = await openBenchDatabase({ scale: 'large', target: 'postgres', databaseUrl: args['database-url'] });
  const { db } = handle;
  // the busiest contractor: most threads; one of its orders gets three versions
  const [busy] = (
    await db.execute<{ company_id: number; order_id: number; n: number }>(sql`
      select c.company_id, max(c.order_id) as order_id, count(*)::int as n from conversations c
        join orders o on o.id = c.order_id and o.status = 'RELEASED'
       group by c.company_id order by count(*) desc limit 1`)
  ).rows;
  if (!busy) throw new Error('no conversations');
  await db.execute(sql`delete from order_versions where order_id = ${busy.order_id}`);
  for (const n of [1, 2, 3])
    await db.execute(sql`insert into order_versions (order_id, number, changes, snapshot)
      values (${busy.order_id}, ${n}, '["Zmieniono opis"]'::jsonb, '{}'::jsonb)`);
  // the requester: a released order still taking offers, in the voivodeship with the most orders
  const [tracked] = (
    await db.execute<{ order_id: number; company_id: number }>(sql`
      with busiest as (select province_id from orders where status = 'RELEASED' and province_id is not null
                        group by province_id order by count(*) desc limit 1)
      select o.id as order_id, o.company_id from orders o join busiest b on b.province_id = o.province_id
       where o.status = 'RELEASED' and not o.removed and o.offer_deadline_to >= current_date
         and o.publish_at <= now() and exists (select 1 from users u where u.company_id = o.company_id and u.active)
       order by o.id desc limit 1`)
  ).rows;
  if (!tracked) throw new Error('no released order taking offers');
  const instance = await createAppOn(handle);
  const { app } = instance;
  const loginOf = async (companyId: number) => {
    const [user] = (
      await db.execute<{ login: string }>(
        sql`select login from users where company_id = ${companyId} and active limit 1`,
      )
    ).rows;
    await db.execute(sql`update users set password_hash = (select password_hash from users where login = 'klient')
      where login = ${user!.login}`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: user!.login, password: 'Demo123!' },
    });
    return { authorization: `Bearer ${login.json().accessToken}` };
  };
  const headers = await loginOf(busy.company_id);
  const requester = await loginOf(tracked.company_id);
  const time = async (url: string, as: Record<string, string> = headers) => {
    const times: number[] = [];
    for (let k = -5; k < REQUESTS; k++) {
      const started = performance.now();
      const res = await app.inject({ url, headers: as });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (k >= 0) times.push(performance.now() - started);
    }
    return summary(times);
  };
  const card = await time(`/api/v2/orders/${busy.order_id}`);
  const changes = await time(`/api/v2/orders/${busy.order_id}/changes`);
  const mine = await time('/api/v2/orders/changes/me');
  const questions = await time(`/api/v2/orders/${busy.order_id}/questions`);
  const coverage = await time(`/api/v2/orders/${tracked.order_id}/coverage`, requester);
  const coverageAlerts = await time('/api/v2/orders/coverage-alerts/me', requester);
  const { findUnacknowledgedOrderIds } = await import('../src/modules/orders/order-versions.queries.js');
  await findUnacknowledgedOrderIds(db, busy.company_id);
  const mineSql = await explainMs(
    db,
    sql`select c.order_id from (
      select order_id from order_nominated_companies where company_id = ${busy.company_id} and invited_at is not null
      union select order_id from conversations where company_id = ${busy.company_id}) c
      join orders o on o.id = c.order_id and o.status = 'RELEASED' and not o.removed
     where (select max(number) from order_versions v where v.order_id = c.order_id)
         > coalesce((select max(version) from order_version_acknowledgements a
                      where a.order_id = c.order_id and a.company_id = ${busy.company_id}), 0)
     order by c.order_id desc limit 500`,
  );
  const versionsSql = await explainMs(
    db,
    sql`select number, created_at, changes from order_versions where order_id = ${busy.order_id} order by number desc`,
  );
  const target = 'p95 ≤ 30 ms (the orders benchmark)';
  const row = (call: string, api: { p50: number; p95: number }, sqlMs: number | null = null) => [
    call,
    target,
    api.p50,
    api.p95,
    sqlMs === null ? null : +sqlMs.toFixed(2),
  ];
  writeResult({
    id: 'order-versions',
    title: "The order's life after publication (changes, questions, coverage)",
    database: 'postgres',
    columns: ['call', 'target', 'API p50 ms', 'API p95 ms', 'SQL ms'],
    rows: [
      row(`the card, GET /orders/{id} (a contractor with ${busy.n} threads)`, card),
      row("'Zmiany w zleceniu', GET /orders/{id}/changes (3 versions)", changes, versionsSql),
      row("the lists' mark, GET /orders/changes/me", mine, mineSql),
      row("the 'Pytania' tab, GET /orders/{id}/questions", questions),
      row("the requester's coverage panel, GET /orders/{id}/coverage", coverage),
      row('the start page warnings, GET /orders/coverage-alerts/me', coverageAlerts),
    ],
    notes: [
      `${REQUESTS} requests per call after warm-up ones, through the app on the large data set; SQL = EXPLAIN ANALYZE of the call's own query where it has one.`,
      loadNote(),
    ],
  });
  await instance.close();
  await handle.close();
};

await main();
