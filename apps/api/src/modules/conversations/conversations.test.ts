import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  conversationSchema,
  investmentThreadPageSchema,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api, buildScene, type Scene, startThread } from './conversation-test-helpers.js';

const t = useTestApp();
let s: Scene;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);
const unread = async (headers: Record<string, string>) =>
  (await call(headers, 'GET', '/conversations/unread/me')).json().count as number;
const situation = async (headers: Record<string, string>, orderId = s.order.id) =>
  (await call(headers, 'GET', `/orders/${orderId}/conversation/availability`)).json();

beforeAll(async () => {
  s = await buildScene(t.app, t.login);
});

describe('a conversation about an order', () => {
  it('tells each person their situation before a thread exists', async () => {
    expect(await situation(s.headers.contact)).toMatchObject({ situation: 'CONTACT_PERSON', conversationId: null });
    const other = await situation(s.headers.requesterColleague);
    expect(other.situation).toBe('NOT_CONTACT_PERSON');
    expect(other.colleagues).toEqual([
      expect.objectContaining({ userId: s.contact.id, firstName: 'Anna', colleague: true }),
    ]);
    expect(await situation(s.headers.starter)).toMatchObject({ situation: 'CAN_START', colleagues: [] });
  });

  it('refuses a first message without text or industries, or with an industry outside the order, storing nothing', async () => {
    const url = `/orders/${s.order.id}/conversation`;
    const empty = await call(s.headers.starter, 'POST', url, { text: '   ', industryIds: [401] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Tekst wiadomości nie może być pusty');
    const noIndustries = await call(s.headers.starter, 'POST', url, { text: 'Pytanie', industryIds: [] });
    expect(noIndustries.statusCode).toBe(400);
    expect(noIndustries.json().message).toContain('Wybierz branże, którymi jesteś zainteresowany');
    const foreign = await call(s.headers.starter, 'POST', url, { text: 'Pytanie', industryIds: [999_999] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('CONVERSATION_INVALID_INDUSTRY');
    const bad = await call(s.headers.starter, 'POST', url, { text: 'x', industryIds: ['401'] });
    expect(bad.statusCode).toBe(400);
    const contactStarts = await call(s.headers.contact, 'POST', url, { text: 'Pytanie', industryIds: [401] });
    expect(contactStarts.statusCode).toBe(403);
    const stored = await t.app.db.execute(sql`select 1 from conversations where order_id = ${s.order.id}`);
    expect(stored.rows).toHaveLength(0);
  });

  let id = 0;
  it('starts a thread: the author and the contact person take part, the contact person has one unread', async () => {
    id = await startThread(t.app, s);
    const thread = conversationSchema.parse((await call(s.headers.starter, 'GET', `/conversations/${id}`)).json());
    expect(thread.industries.map((i) => i.id)).toEqual(s.industries);
    expect(thread.participants.map((p) => p.userId).sort()).toEqual([s.contact.id, s.starter.id].sort());
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]?.from).toMatchObject({ userId: s.starter.id, userFirstName: 'Jan', colleague: true });
    expect(thread).toMatchObject({ canWrite: true, side: 'CONTRACTOR', unreadCount: 0 });
    expect(await unread(s.headers.contact)).toBe(1);
    expect(await unread(s.headers.starter)).toBe(0);
    expect(await situation(s.headers.starter)).toMatchObject({ situation: 'IS_PARTICIPANT', conversationId: id });
    const again = await call(s.headers.starter, 'POST', `/orders/${s.order.id}/conversation`, {
      text: 'Drugi raz',
      industryIds: [401],
    });
    expect(again.statusCode).toBe(409);
    const stats = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${s.order.id} and kind = 'CONVERSATION_INTERACTION'`,
    );
    expect(stats.rows[0]?.n).toBe(1);
  });

  it('lists the thread for the contact person in the three steps and marks it read', async () => {
    const investments = investmentThreadPageSchema.parse(
      (await call(s.headers.contact, 'GET', '/conversations/investments')).json(),
    );
    expect(investments.content).toEqual([expect.objectContaining({ id: s.order.investmentId, unreadCount: 1 })]);
    const orders = (await call(s.headers.contact, 'GET', `/conversations/investments/${s.order.investmentId}`)).json();
    expect(orders).toEqual([
      expect.objectContaining({
        id: s.order.id,
        conversationsCount: 1,
        unreadCount: 1,
        // step two's breadcrumb names the investment
        investment: { id: s.order.investmentId, name: investments.content[0]!.name },
      }),
    ]);
    const threads = (await call(s.headers.contact, 'GET', `/conversations/orders/${s.order.id}`)).json();
    expect(threads).toEqual([
      expect.objectContaining({
        id,
        unreadCount: 1,
        latestMessage: expect.objectContaining({ text: expect.any(String) }),
      }),
    ]);
    expect((await call(s.headers.contact, 'PUT', `/conversations/${id}/read`)).statusCode).toBe(204);
    expect(await unread(s.headers.contact)).toBe(0);
  });

  it('answers, counts unread per participant, and refuses an empty message', async () => {
    const empty = await call(s.headers.contact, 'POST', `/conversations/${id}/messages`, { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Aby wysłać wiadomość uzupełnij treść lub dodaj załączniki');
    for (const text of ['Dzień dobry', 'Zakres jest w załączniku']) {
      expect((await call(s.headers.contact, 'POST', `/conversations/${id}/messages`, { text })).statusCode).toBe(201);
    }
    expect(await unread(s.headers.starter)).toBe(2);
    expect(await unread(s.headers.contact)).toBe(0);
    const thread = (await call(s.headers.starter, 'GET', `/conversations/${id}`)).json();
    expect(thread.unreadCount).toBe(2);
    expect(thread.messages.at(-1).from).toMatchObject({ userId: s.contact.id, colleague: false });
  });

  it('keeps a message of the full limit whole and refuses a longer one with its message, never cutting it', async () => {
    const stored = async (text: string) =>
      Number(
        (
          await t.app.db.execute<{ n: string }>(
            sql`select count(*) as n from conversation_messages where text = ${text}`,
          )
        ).rows[0]?.n,
      );
    const longest = `${'Opis zakresu robót. '.repeat(500).slice(0, CONVERSATION_LIMITS.textMax - 1)}.`;
    const ok = await call(s.headers.contact, 'POST', `/conversations/${id}/messages`, { text: longest });
    expect(ok.statusCode).toBe(201);
    expect(await stored(longest)).toBe(1);
    const tooLong = `${longest}x`;
    const refused = await call(s.headers.contact, 'POST', `/conversations/${id}/messages`, { text: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(CONVERSATION_MESSAGES.textTooLong);
    expect(await stored(tooLong)).toBe(0);
    expect(await stored(longest)).toBe(1);
  });

  it('lets a colleague join (not read before), then manage the company people', async () => {
    expect(await situation(s.headers.colleague)).toMatchObject({
      situation: 'NOT_PARTICIPANT',
      conversationId: id,
      colleagues: [expect.objectContaining({ userId: s.starter.id })],
    });
    expect((await call(s.headers.colleague, 'GET', `/conversations/${id}`)).statusCode).toBe(403);
    expect((await call(s.headers.outsider, 'POST', `/conversations/${id}/join`)).statusCode).toBe(403);
    expect((await call(s.headers.colleague, 'POST', `/conversations/${id}/join`)).statusCode).toBe(200);
    expect((await call(s.headers.colleague, 'POST', `/conversations/${id}/join`)).statusCode).toBe(409);
    const remove = (who: Record<string, string>, userId: number) =>
      call(who, 'DELETE', `/conversations/${id}/participants/${userId}`);
    expect((await remove(s.headers.starter, s.contact.id)).statusCode).toBe(403);
    expect((await remove(s.headers.starter, s.colleague.id)).statusCode).toBe(204);
    expect((await remove(s.headers.starter, s.starter.id)).json().code).toBe('CONVERSATION_LAST_PARTICIPANT');
    const add = await call(s.headers.starter, 'POST', `/conversations/${id}/participants`, {
      userIds: [s.colleague.id],
    });
    expect(add.statusCode).toBe(200);
    const foreign = await call(s.headers.starter, 'POST', `/conversations/${id}/participants`, {
      userIds: [s.outsider.id],
    });
    expect(foreign.statusCode).toBe(403);
    const people = (await call(s.headers.starter, 'GET', `/conversations/${id}/participants`)).json();
    expect(people.map((p: { userId: number }) => p.userId).sort()).toEqual(
      [s.starter.id, s.contact.id, s.colleague.id].sort(),
    );
  });

  it('changes the declared industries within the order only', async () => {
    const put = (industryIds: number[]) =>
      call(s.headers.starter, 'PUT', `/conversations/${id}/industries`, { industryIds });
    expect((await put([401])).json()).toEqual([expect.objectContaining({ id: 401 })]);
    expect((await put([123_456])).statusCode).toBe(400);
    expect(
      (await call(s.headers.contact, 'PUT', `/conversations/${id}/industries`, { industryIds: [401] })).statusCode,
    ).toBe(403);
  });

  it('hides the thread from outsiders and answers unknown threads with the Polish not-found text', async () => {
    const res = await call(s.headers.outsider, 'GET', `/conversations/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nie znaleziono konwersacji');
    expect((await call(s.headers.outsider, 'GET', '/conversations/2000000000')).statusCode).toBe(404);
    expect((await call(s.headers.outsider, 'GET', '/conversations/abc')).statusCode).toBe(400);
    expect((await call(s.headers.requesterColleague, 'GET', `/conversations/${id}`)).statusCode).toBe(404);
  });

  it('keeps an archived order readable but refuses every write with a code', async () => {
    await t.app.db.execute(sql`update orders set status = 'ARCHIVED' where id = ${s.order.id}`);
    const send = await call(s.headers.starter, 'POST', `/conversations/${id}/messages`, { text: 'Jeszcze pytanie' });
    expect(send.statusCode).toBe(409);
    expect(send.json().code).toBe('CONVERSATION_ORDER_ARCHIVED');
    const thread = (await call(s.headers.starter, 'GET', `/conversations/${id}`)).json();
    expect(thread).toMatchObject({ canWrite: false, orderStatus: 'ARCHIVED' });
    expect(await situation(s.headers.starter)).toMatchObject({ situation: 'ORDER_ARCHIVED', conversationId: id });
    expect((await call(s.headers.starter, 'PUT', `/conversations/${id}/read`)).statusCode).toBe(204);
    expect(await unread(s.headers.starter)).toBe(0);
    await t.app.db.execute(sql`update orders set status = 'RELEASED' where id = ${s.order.id}`);
  });
});
