/**
 * Conversations benchmark (issue 14), in one process on 2 cores:
 * - `GET /conversations/unread/me` over real HTTP (autocannon) beside a bare Fastify hello-world
 *   measured in the same run, in requests per second;
 * - p95 of opening a conversation of 500 messages (`GET /conversations/{id}` over HTTP);
 * - p95 of the unread count's SQL alone (the prepared statement, no cache).
 *
 *   npm run bench:conversations -- [--messages 5000000] [--target postgres|pglite] [--seconds 10]
 *
 * PostgreSQL: a throwaway database on 127.0.0.1:5432 (BENCH_PG_URL overrides the server).
 * The data: the small demo data set, one thread of 500 messages, and `--messages` more spread
 * over generated threads (participants' unread counters kept as the API keeps them).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONVERSATION_LIMITS } from '@platform/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { countUnreadMessages } from '../src/modules/conversations/conversation-unread.queries.js';
import { buildUser } from '../src/test/factories/index.js';
import { createServerDatabase } from '../src/test/server-database.js';
import { createAppOn, loginAs } from '../src/test/test-app.js';
import { summary } from './bench/stats.js';

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '200000' },
    target: { type: 'string', default: 'postgres' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3235' },
  },
});
const MESSAGES = Number(args.messages);
const SECONDS = Number(args.seconds);
const PORT = Number(args.port);
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const open = async (): Promise<{ handle: DatabaseHandle; url: string | null; drop: () => Promise<void> }> => {
  if (args.target === 'postgres') {
    const { url, drop } = await createServerDatabase(serverUrl, 'bench_conversations');
    return { handle: await openDatabase({ databaseUrl: url }), url, drop };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-conversations-'));
  return {
    handle: await openDatabase({ dataDir: dir }),
    url: null,
    drop: () => fs.rm(dir, { recursive: true, force: true }),
  };
};

const rps = async (url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const main = async () => {
  const { handle, url, drop } = await open();
  const dataClient = async (databaseUrl: string | null) => {
    if (!databaseUrl) return { run: (text: string) => handle.db.execute(sql.raw(text)), close: async () => undefined };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { run: (text: string) => client.query(text), close: () => client.end() };
  };
  try {
    await seedIfEmpty(handle.db, { demo: true, size: 'small' });
    const t = await createAppOn(handle, { JOBS_WORKER: 'off' });
    const db = t.app.db;
    const [order] = (
      await db.execute<{ id: number; company_id: number }>(sql`
        select o.id, o.company_id from orders o join order_contacts oc on oc.order_id = o.id
          join users u on u.id = oc.user_id and u.login = 'klient' where o.status = 'RELEASED' limit 1`)
    ).rows;
    if (!order) throw new Error('no order of klient');
    const contractor = await buildUser(db);
    const headers = (await loginAs(t.app, contractor.login)).headers;
    const klient = (await loginAs(t.app, 'klient')).headers;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v2/orders/${order.id}/conversation`,
      headers,
      payload: {
        text: 'Pierwsza wiadomość',
        industryIds: (
          await db.execute<{ industry_id: number }>(
            sql`select industry_id from order_industries where order_id = ${order.id}`,
          )
        ).rows.map((r) => Number(r.industry_id)),
      },
    });
    const id = started.json().id as number;
    console.log(`data: thread ${id} + 499 messages, ${MESSAGES} more...`);
    const startedAt = Date.now();
    await db.execute(sql`
      insert into conversation_messages (conversation_id, author_user_id, author_company_id, text, created_at)
      select ${id}, ${contractor.id}, ${contractor.companyId}, 'Wiadomość numer ' || g || ' o zakresie prac i terminach.', now() - make_interval(secs => 500 - g)
        from generate_series(1, 499) g`);
    // the data set's statements run longer than the app's timeouts: a plain client without them
    const data = await dataClient(url);
    try {
      await data.run(`
        insert into conversations (order_id, company_id, industry_ids)
        select o.id, c.id, o.industry_ids from orders o cross join lateral (
          select id from companies where id <> o.company_id order by id limit 20) c
        on conflict do nothing`);
      for (let done = 0; done < MESSAGES; done += 250_000) {
        const n = Math.min(250_000, MESSAGES - done);
        await data.run(`
          insert into conversation_messages (conversation_id, author_user_id, text, created_at)
          select ids.a[1 + g % array_length(ids.a, 1)], null, 'Wiadomość ' || g, now() - make_interval(mins => g % 10000)
            from generate_series(${done + 1}, ${done + n}) g, (select array_agg(id) as a from conversations where id <> ${id}) ids`);
      }
      await data.run(`
        update conversations c set last_message_id = m.id, last_message_at = m.created_at
          from (select distinct on (conversation_id) conversation_id, id, created_at from conversation_messages
                 order by conversation_id, id desc) m where m.conversation_id = c.id`);
      await data.run(`
        insert into conversation_participants (conversation_id, user_id, company_id, unread_count)
        select c.id, oc.user_id, o.company_id, 3 from conversations c join orders o on o.id = c.order_id
          join order_contacts oc on oc.order_id = o.id on conflict do nothing`);
      await data.run('vacuum analyze');
    } finally {
      await data.close();
    }
    const total = (await db.execute<{ n: number }>(sql`select count(*)::int as n from conversation_messages`)).rows[0]
      ?.n;
    console.log(`data ready: ${total} messages in ${Math.round((Date.now() - startedAt) / 1000)} s`);

    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const bare = Fastify();
    bare.get('/', async () => ({ hello: 'world' }));
    await bare.listen({ port: PORT + 1, host: '127.0.0.1' });

    const hello = await rps(`http://127.0.0.1:${PORT + 1}/`);
    const unread = await rps(`http://127.0.0.1:${PORT}/api/v2/conversations/unread/me`, klient);
    const klientId = (await db.execute<{ id: number }>(sql`select id from users where login = 'klient'`)).rows[0]!.id;
    const sqlTimes: number[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const s = performance.now();
      await countUnreadMessages(db, klientId);
      sqlTimes.push(performance.now() - s);
    }
    const openTimes: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const s = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/api/v2/conversations/${id}`, { headers });
      const body = (await res.json()) as { messages: unknown[] };
      openTimes.push(performance.now() - s);
      // the thread opens on its newest page ('Wcześniejsze wiadomości' loads the rest)
      if (body.messages.length !== CONVERSATION_LIMITS.messagesPageSize)
        throw new Error(`expected ${CONVERSATION_LIMITS.messagesPageSize} messages, got ${body.messages.length}`);
    }
    const result = {
      target: args.target,
      messages: total,
      helloWorld: hello,
      unreadMe: { ...unread, ofHelloWorld: +(unread.rps / hello.rps).toFixed(2) },
      unreadSqlMs: summary(sqlTimes),
      openConversation500Ms: summary(openTimes),
    };
    console.log(JSON.stringify(result, null, 2));
    await bare.close();
    await t.close();
  } finally {
    await handle.close();
    await drop();
  }
};

await main();
