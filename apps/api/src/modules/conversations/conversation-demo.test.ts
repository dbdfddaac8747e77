import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient'] });

describe('demo conversations (npm start)', () => {
  it('shows klient unread messages from contractors and the threads in the messages area', async () => {
    const headers = t.headers.klient;
    const unread = (await t.app.inject({ url: '/api/v2/conversations/unread/me', headers })).json();
    expect(unread.count).toBeGreaterThan(0);
    const investments = (await t.app.inject({ url: '/api/v2/conversations/investments', headers })).json();
    expect(investments.totalElements).toBeGreaterThanOrEqual(2);
    const [first] = investments.content;
    const orders = (await t.app.inject({ url: `/api/v2/conversations/investments/${first.id}`, headers })).json();
    const threads = (await t.app.inject({ url: `/api/v2/conversations/orders/${orders[0].id}`, headers })).json();
    const thread = (await t.app.inject({ url: `/api/v2/conversations/${threads[0].id}`, headers })).json();
    expect(thread.messages.length).toBe(3);
  });

  it('has a long negotiation that opens on its newest page with older messages to load', async () => {
    const [long] = (
      await t.app.db.execute<{ id: number }>(sql`
        select conversation_id as id from conversation_messages group by conversation_id having count(*) > 100`)
    ).rows;
    const thread = (await t.app.inject({ url: `/api/v2/conversations/${long?.id}`, headers: t.headers.klient })).json();
    expect(thread.messages.length).toBe(100);
    expect(thread.hasOlder).toBe(true);
    expect(thread.unreadCount).toBe(0);
  });
});
