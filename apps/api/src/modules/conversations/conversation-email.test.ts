import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { CONVERSATION_EMAIL_QUEUE, sendUnreadEmails } from './conversation-notifications.js';
import { api, buildScene, type Scene, startThread } from './conversation-test-helpers.js';

// the worker off: the test runs the job itself
const t = useTestApp({ env: { JOBS_WORKER: 'off' } });
let s: Scene;
let id = 0;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);
const outbox = async () =>
  (
    await t.app.db.execute<{ to: string; text: string; html: string; idempotency_key: string }>(
      sql`select "to", text, html, idempotency_key from email_outbox where kind = 'NEW_MESSAGE' and idempotency_key not like 'demo:%' order by id`,
    )
  ).rows;
const age = (minutes: number) =>
  t.app.db.execute(
    sql`update conversation_messages set created_at = now() - make_interval(mins => ${minutes}) where conversation_id = ${id}`,
  );

beforeAll(async () => {
  s = await buildScene(t.app, t.login);
  id = await startThread(t.app, s, 'Pierwsze pytanie <b>o zakres</b>');
});

describe('e-mail about unread messages', () => {
  it('schedules one job per conversation for a burst of messages', async () => {
    for (const text of ['Druga', 'Trzecia'])
      await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, { text });
    const jobs = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job
       where name = ${CONVERSATION_EMAIL_QUEUE} and singleton_key = ${`conversation:${id}`} and state = 'created'`);
    expect(jobs.rows[0]?.n).toBe(1);
  });

  it('waits until the messages are 5 minutes old, then sends one e-mail with the latest messages', async () => {
    expect(await sendUnreadEmails(t.app, id)).toBe(0);
    await age(6);
    expect(await sendUnreadEmails(t.app, id)).toBe(1);
    const [mail] = await outbox();
    expect(mail?.to).toBe(s.contact.email);
    expect(mail?.text).toContain('masz 3 nieprzeczytane wiadomości');
    expect(mail?.text).toContain('Trzecia');
    expect(mail?.text).toContain(`/v2/wiadomosci/zlecenie/${s.order.id}/konwersacja/${id}/`);
    expect(mail?.html).toContain('&lt;b&gt;o zakres&lt;/b&gt;');
    // nothing new: nothing more
    expect(await sendUnreadEmails(t.app, id)).toBe(0);
  });

  it('sends nothing to someone who read the thread in time', async () => {
    await call(s.headers.contact, 'PUT', `/conversations/${id}/read`);
    await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, { text: 'Czwarta' });
    await call(s.headers.contact, 'PUT', `/conversations/${id}/read`);
    await age(10);
    expect(await sendUnreadEmails(t.app, id)).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });
});
