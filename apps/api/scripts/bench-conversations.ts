/**
 * Conversations benchmark (spec 2.9) on the benchmark data set (its conversations and messages, data
 * set version 3: ~5.4 million messages at large), in one process on 2 cores:
 * - `GET /conversations/unread/me` of `klient` (in ~2,000 threads) over real HTTP (autocannon, 10
 *   connections) beside a bare Fastify hello-world measured in the same run, in requests per second;
 * - the unread count's SQL alone (the prepared statement, no cache), p50 / p95;
 * - opening a thread of 500 messages (`GET /conversations/{id}`: its newest page of 100) over HTTP,
 *   klient's long threads in turn, p50 / p95; and the page before it (`?before=`).
 *
 *   npm run bench:conversations -- [--targets postgres,pglite] [--scale large|medium|small] [--seconds 10]
 *     [--opens 200] [--database-url postgres://…/bench_other]
 */
import { parseArgs } from 'node:util';
import { CONVERSATION_LIMITS } from '@platform/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { LONG_THREAD_MESSAGES } from '../src/db/seed/bench-conversations.queries.js';
import { isBenchScale } from '../src/db/seed/bench-data.js';
import { countUnreadMessages } from '../src/modules/conversations/conversation-unread.queries.js';
import { createAppOn } from '../src/test/test-app.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './bench/dataset.js';
import { type Cell, loadNote, writeResult } from './bench/results.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    targets: { type: 'string', default: 'postgres,pglite' },
    scale: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    opens: { type: 'string', default: '200' },
    port: { type: 'string', default: '3235' },
    /** PostgreSQL only: another bench* database than bench_<scale> */
    'database-url': { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const OPENS = Number(args.opens);
const PORT = Number(args.port);
const PAGE = CONVERSATION_LIMITS.messagesPageSize;

const rps = async (url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

const timed = async (times: number[], url: string, headers: Record<string, string>, check: (body: never) => void) => {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  times.push(performance.now() - started);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  check(body as never);
};

const run = async (target: BenchTarget, rows: Cell[][]) => {
  const scale = args.scale ?? defaultScale(target);
  if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);
  const databaseUrl = target === 'postgres' ? args['database-url'] : undefined;
  const { handle, marker } = await openBenchDatabase({ scale, target, databaseUrl });
  const db = handle.db;
  const klient = (
    await db.execute<{ id: number; company_id: number }>(sql`select id, company_id from users where login = 'klient'`)
  ).rows[0];
  if (!klient) throw new Error('no klient in the data set');
  const long = (
    await db.execute<{ id: number }>(sql`
      select c.id from conversations c where c.company_id = ${klient.company_id} and c.id % 100 = 0
         and (select count(*) from conversation_messages m where m.conversation_id = c.id) = ${LONG_THREAD_MESSAGES}
       order by c.id limit 20`)
  ).rows.map((r) => Number(r.id));
  if (!long.length)
    throw new Error('no 500-message thread of klient: make the data set of version 3 (npm run bench:data)');
  const threads = Number(
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from conversation_participants where user_id = ${klient.id}`,
      )
    ).rows[0]?.n,
  );
  console.log(
    `\n## ${target} ${scale}: ${marker.counts.messages} messages in ${marker.counts.conversations} threads; klient in ${threads} threads; ${long.length} threads of ${LONG_THREAD_MESSAGES} messages`,
  );

  const instance = await createAppOn(handle, { DEMO_DATA: 'false', JOBS_WORKER: 'off' });
  const { app } = instance;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login: 'klient', password: 'Demo123!' },
  });
  const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
  try {
    const hello = await rps(`http://127.0.0.1:${PORT + 1}/`);
    const unread = await rps(`http://127.0.0.1:${PORT}/api/v2/conversations/unread/me`, headers);
    const sqlTimes: number[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const s = performance.now();
      await countUnreadMessages(db, klient.id);
      sqlTimes.push(performance.now() - s);
    }
    const openTimes: number[] = [];
    const olderTimes: number[] = [];
    for (let i = 0; i < OPENS + 5; i += 1) {
      const id = long[i % long.length];
      const times: number[] = [];
      let first = 0;
      await timed(
        times,
        `http://127.0.0.1:${PORT}/api/v2/conversations/${id}`,
        headers,
        (body: { messages: { id: number }[]; hasOlder: boolean }) => {
          if (body.messages.length !== PAGE || !body.hasOlder)
            throw new Error(`expected ${PAGE} messages and older ones, got ${body.messages.length}`);
          first = body.messages[0]?.id ?? 0;
        },
      );
      await timed(
        times,
        `http://127.0.0.1:${PORT}/api/v2/conversations/${id}?before=${first}`,
        headers,
        (body: { messages: unknown[] }) => {
          if (body.messages.length !== PAGE) throw new Error(`expected an older page of ${PAGE}`);
        },
      );
      if (i >= 5) {
        openTimes.push(times[0] ?? 0);
        olderTimes.push(times[1] ?? 0);
      }
    }
    const sqlSummary = summary(sqlTimes);
    const open = summary(openTimes);
    const older = summary(olderTimes);
    const db_ = `${target} ${scale}`;
    rows.push(
      [db_, 'bare Fastify hello-world (HTTP, 10 connections)', '—', hello.rps, hello.p50, hello.p99, null],
      [
        db_,
        `GET /conversations/unread/me of klient (${threads} threads; HTTP, 10 connections)`,
        '≥ 3,000 req/s',
        unread.rps,
        unread.p50,
        unread.p99,
        unread.errors,
      ],
      [
        db_,
        'unread count SQL alone (prepared, no cache), p50 / p95 ms',
        'p95 ≤ 10 ms',
        null,
        sqlSummary.p50,
        sqlSummary.p95,
        null,
      ],
      [
        db_,
        `open a thread of ${LONG_THREAD_MESSAGES} messages (newest ${PAGE}), HTTP p50 / p95 ms`,
        'p95 ≤ 50 ms',
        null,
        open.p50,
        open.p95,
        null,
      ],
      [db_, `the ${PAGE} before them (?before=), HTTP p50 / p95 ms`, '—', null, older.p50, older.p95, null],
    );
    console.log(JSON.stringify({ hello, unread, unreadSqlMs: sqlSummary, openMs: open, olderMs: older }, null, 2));
  } finally {
    await bare.close();
    await instance.close();
    await handle.close();
  }
};

const rows: Cell[][] = [];
const targets = (args.targets ?? '').split(',').filter(Boolean) as BenchTarget[];
for (const target of targets) await run(target, rows);
writeResult({
  id: 'conversations',
  title: 'Conversations: unread count and opening a long thread',
  database: targets.length > 1 ? 'both' : (targets[0] ?? 'postgres'),
  columns: ['database', 'measure', 'target', 'req/s', 'p50 ms', 'p95 / p99 ms', 'errors'],
  rows,
  notes: [
    `HTTP rows: autocannon ${SECONDS} s each, latency p50 and p99; the unread poll of one user is mostly answered from its ${CONVERSATION_LIMITS.unreadCacheSeconds}-second cache (every tab of a user polls the same key), the SQL row shows the cost without it.`,
    `Opening: ${OPENS} opens after 5 warm-up ones, klient's threads of ${LONG_THREAD_MESSAGES} messages in turn, each followed by its older page.`,
    loadNote(),
  ],
});
