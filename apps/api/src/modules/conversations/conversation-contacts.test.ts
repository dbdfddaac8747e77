import { conversationSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { atOrderVersion, createOrder, type OrderContext, orderContext, validForm } from '../orders/testing.js';
import { sendUnreadEmails } from './conversation-notifications.js';
import { api, type Headers } from './conversation-test-helpers.js';

// the worker off: the test runs the e-mail job itself
const t = useTestApp({ logins: ['klient', 'subkonto'], env: { JOBS_WORKER: 'off' } });
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);
let ctx: OrderContext;
let contractor: Headers;
let orderId = 0;
let id = 0;
const unread = async (headers: Headers) => (await call(headers, 'GET', '/conversations/unread/me')).json().count;

beforeAll(async () => {
  ctx = await orderContext(t.app);
  orderId = (await createOrder(t.app, t.headers.klient, validForm(ctx))).id;
  const starter = await buildUser(t.app.db, { firstName: 'Jan', lastName: 'Wykonawca' });
  contractor = await t.login(starter.login);
  const started = await call(contractor, 'POST', `/orders/${orderId}/conversation`, {
    text: 'Dzień dobry, czy dopuszczają Państwo zamienniki?',
    industryIds: [401],
  });
  expect(started.statusCode).toBe(201);
  id = started.json().id;
});

describe('a contact person added to the order after its threads started', () => {
  it('takes part in every thread of the order once the order is saved with them', async () => {
    const before = conversationSchema.parse((await call(t.headers.klient, 'GET', `/conversations/${id}`)).json());
    expect(before.participants.map((p) => p.userId)).not.toContain(ctx.subkontoId);
    const saved = await call(t.headers.klient, 'PUT', `/orders/${orderId}`, {
      ...(await atOrderVersion(t.app, orderId, validForm(ctx))),
      companyContacts: [
        { userId: ctx.klientId, publishPhone: true },
        { userId: ctx.subkontoId, publishPhone: false },
      ],
    } as object);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = conversationSchema.parse((await call(t.headers.subkonto, 'GET', `/conversations/${id}`)).json());
    expect(after.participants.map((p) => p.userId)).toContain(ctx.subkontoId);
    expect(after).toMatchObject({ side: 'REQUESTER', canWrite: true, unreadCount: 0 });
    const situation = (await call(t.headers.subkonto, 'GET', `/orders/${orderId}/conversation/availability`)).json();
    expect(situation.situation).toBe('CONTACT_PERSON');
  });

  it('counts the messages that follow as unread and hears of them by e-mail like the others', async () => {
    expect(await unread(t.headers.subkonto)).toBe(0);
    await call(contractor, 'POST', `/conversations/${id}/messages`, { text: 'Proszę o odpowiedź do piątku.' });
    expect(await unread(t.headers.subkonto)).toBe(1);
    await t.app.db.execute(
      sql`update conversation_messages set created_at = now() - interval '6 minutes' where conversation_id = ${id}`,
    );
    await sendUnreadEmails(t.app, id);
    const mails = await t.app.db.execute<{ to: string; text: string }>(
      sql`select "to", text from email_outbox where kind = 'NEW_MESSAGE' and idempotency_key not like 'demo:%' and "to" = (select email from users where id = ${ctx.subkontoId})`,
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.text).toContain('Proszę o odpowiedź do piątku.');
    await call(t.headers.subkonto, 'PUT', `/conversations/${id}/read`);
    expect(await unread(t.headers.subkonto)).toBe(0);
  });

  it('saving the order again adds nobody twice', async () => {
    const saved = await call(t.headers.klient, 'PUT', `/orders/${orderId}`, {
      ...(await atOrderVersion(t.app, orderId, validForm(ctx))),
      companyContacts: [
        { userId: ctx.klientId, publishPhone: true },
        { userId: ctx.subkontoId, publishPhone: false },
      ],
    } as object);
    expect(saved.statusCode).toBe(200);
    const rows = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from conversation_participants where conversation_id = ${id}`,
    );
    expect(rows.rows[0]?.n).toBe(3);
  });
});
