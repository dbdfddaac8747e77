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
});
