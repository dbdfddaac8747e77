import { CONVERSATION_LIMITS, conversationSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { api, buildScene, type Scene, startThread } from './conversation-test-helpers.js';

const t = useTestApp();
let s: Scene;
let id = 0;
const PAGE = CONVERSATION_LIMITS.messagesPageSize;
const open = async (query = '') => {
  const res = await api(t.app).call(s.headers.contact, 'GET', `/conversations/${id}${query}`);
  expect(res.statusCode).toBe(200);
  return conversationSchema.parse(res.json());
};

beforeAll(async () => {
  s = await buildScene(t.app, t.login);
  id = await startThread(t.app, s, 'Wiadomość 1');
  // 149 more, as the API stores them (one per second after the first)
  await t.app.db.execute(sql`
    insert into conversation_messages (conversation_id, author_user_id, author_company_id, text, created_at)
    select ${id}, ${s.starter.id}, ${s.contractor.id}, 'Wiadomość ' || g, now() + make_interval(secs => g)
      from generate_series(2, 150) g`);
});

describe('the pages of a long thread', () => {
  it('opens on the newest page, oldest first, and says older messages exist', async () => {
    const thread = await open();
    expect(PAGE).toBe(100);
    expect(thread.messages).toHaveLength(PAGE);
    expect(thread.messages[0]?.text).toBe('Wiadomość 51');
    expect(thread.messages.at(-1)?.text).toBe('Wiadomość 150');
    expect(thread.hasOlder).toBe(true);
  });

  it('answers the messages before a message id, the last page without more', async () => {
    const newest = await open();
    const older = await open(`?before=${newest.messages[0]?.id}`);
    expect(older.messages.map((m) => m.text)).toEqual(Array.from({ length: 50 }, (_, i) => `Wiadomość ${i + 1}`));
    expect(older.hasOlder).toBe(false);
    const nothing = await open(`?before=${older.messages[0]?.id}`);
    expect(nothing.messages).toEqual([]);
    expect(nothing.hasOlder).toBe(false);
  });

  it('refuses a malformed page anchor with a 400', async () => {
    for (const before of ['abc', '0', '-5', '1.5']) {
      const res = await api(t.app).call(s.headers.contact, 'GET', `/conversations/${id}?before=${before}`);
      expect(res.statusCode).toBe(400);
    }
  });

  it('reads a page through the (conversation, id) index, not the newest messages of all threads', async () => {
    // a busier thread of another company written after ours, as in a real data set
    const other = await buildCompany(t.app.db);
    const [busy] = (
      await t.app.db.execute<{ id: number }>(sql`
        insert into conversations (order_id, company_id) values (${s.order.id}, ${other.id}) returning id`)
    ).rows;
    await t.app.db.execute(sql`
      insert into conversation_messages (conversation_id, text)
      select ${busy?.id}, 'Pytanie ' || g from generate_series(1, 5000) g`);
    await t.app.db.execute(sql`analyze conversation_messages`);
    {
      const plan = await t.app.db.execute<{ 'QUERY PLAN': string }>(sql`
        explain select id from conversation_messages where conversation_id = ${id} and id < 1000000
         order by id desc limit ${PAGE + 1}`);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('conversation_messages_conversation_idx');
      // a page is at most the thread's own rows (sorted or read backwards), never a scan of every message
      expect(text).not.toContain('Seq Scan');
      expect(text).not.toContain('conversation_messages_pkey');
    }
  });
});
