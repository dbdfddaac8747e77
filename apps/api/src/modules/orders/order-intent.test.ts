import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ORDER_INVITATION_KIND } from './order-invitations.js';

/** Bid intent: from the card and from the invitation e-mail's one-time links. */
const PUBLIC_URL = 'https://platforma.example.pl';
const t = useTestApp({ logins: ['klient', 'wykonawca', 'dotowany'], env: { PUBLIC_URL } });
let klientCompany = 0;
let contractor = 0;

beforeAll(async () => {
  const rows = await t.app.db.execute<{ login: string; company_id: number }>(
    sql`select login, company_id from users where login in ('klient', 'wykonawca')`,
  );
  klientCompany = Number(rows.rows.find((r) => r.login === 'klient')!.company_id);
  contractor = Number(rows.rows.find((r) => r.login === 'wykonawca')!.company_id);
});

const invitedOrder = async () => {
  const order = await buildOrder(t.app.db, { companyId: klientCompany });
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v2/orders/${order.id}/nominated-companies`,
    headers: t.headers.klient,
    payload: { companyIds: [contractor] },
  });
  expect(res.statusCode).toBe(200);
  return order.id;
};

/** The three answer links of the order's invitation e-mail: WILL_BID, WONT_BID, UNDECIDED. */
const linksOf = async (orderId: number) => {
  const mail = (
    await t.app.db.execute<{ text: string }>(
      sql`select text from email_outbox where kind = ${ORDER_INVITATION_KIND}
           and idempotency_key like ${`${ORDER_INVITATION_KIND}:order:${orderId}:%`}`,
    )
  ).rows[0]!;
  const tokens = [...mail.text.matchAll(/\/v2\/odpowiedz-na-zaproszenie\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  expect(tokens).toHaveLength(3);
  return { willBid: tokens[0]!, wontBid: tokens[1]!, undecided: tokens[2]! };
};
const useLink = (token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v2/invitation-intents/${token}`, payload });
const intentOf = (orderId: number, headers = t.headers.wykonawca, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/orders/${orderId}/invitation/me/intent`, headers, payload });

describe('bid intent', () => {
  it('answers from the card; a decline needs a reason; the client sees it in the tab; a later answer replaces it', async () => {
    const orderId = await invitedOrder();
    expect(
      (await t.app.inject({ url: `/api/v2/orders/${orderId}/invitation/me`, headers: t.headers.wykonawca })).json(),
    ).toMatchObject({ intent: null });
    const noReason = await intentOf(orderId, t.headers.wykonawca, { intent: 'WONT_BID' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Wybierz powód rezygnacji');
    const declined = await intentOf(orderId, t.headers.wykonawca, {
      intent: 'WONT_BID',
      declineReason: 'TOO_FAR',
      declineNote: 'Za daleko od bazy',
    });
    expect(declined.json()).toMatchObject({
      intent: 'WONT_BID',
      declineReason: 'TOO_FAR',
      declineNote: 'Za daleko od bazy',
    });
    const tab = await t.app.inject({ url: `/api/v2/orders/${orderId}/nominated-companies`, headers: t.headers.klient });
    expect(tab.json().content[0]).toMatchObject({
      intent: 'WONT_BID',
      declineReason: 'TOO_FAR',
      declineNote: 'Za daleko od bazy',
    });
    const changed = await intentOf(orderId, t.headers.wykonawca, { intent: 'WILL_BID' });
    expect(changed.json()).toMatchObject({ intent: 'WILL_BID', declineReason: null, declineNote: null });
  });

  it('refuses a company that was not invited and anonymous callers', async () => {
    const orderId = await invitedOrder();
    expect((await intentOf(orderId, t.headers.dotowany, { intent: 'WILL_BID' })).statusCode).toBe(404);
    expect((await intentOf(orderId, {}, { intent: 'WILL_BID' })).statusCode).toBe(401);
    expect((await intentOf(orderId, t.headers.wykonawca, { intent: 'MAYBE' })).statusCode).toBe(400);
  });

  it('answers by a valid one-time link without logging in, once', async () => {
    const orderId = await invitedOrder();
    const { willBid, undecided } = await linksOf(orderId);
    const info = await t.app.inject({ url: `/api/v2/invitation-intents/${willBid}` });
    expect(info.json()).toMatchObject({ orderId, intent: 'WILL_BID' });
    const used = await useLink(willBid);
    expect(used.statusCode).toBe(200);
    expect(used.json().intent).toBe('WILL_BID');
    const reused = await useLink(willBid);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('INTENT_LINK_USED');
    // the invitation's other links are used with it
    expect((await useLink(undecided)).statusCode).toBe(409);
  });

  it('declines by link with a reason, refuses a tampered and an expired link', async () => {
    const orderId = await invitedOrder();
    const { wontBid, willBid } = await linksOf(orderId);
    expect((await useLink(wontBid)).statusCode).toBe(400);
    expect((await useLink(wontBid, { declineReason: 'NO_CAPACITY' })).json()).toMatchObject({
      intent: 'WONT_BID',
      declineReason: 'NO_CAPACITY',
    });
    const tampered = `${willBid.slice(0, -1)}${willBid.endsWith('A') ? 'B' : 'A'}`;
    const res = await useLink(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INTENT_LINK_INVALID', message: 'Link jest nieprawidłowy lub wygasł.' });
    const other = await invitedOrder();
    const links = await linksOf(other);
    await t.app.db.execute(
      sql`update order_intent_links set expires_at = now() - interval '1 minute' where order_id = ${other}`,
    );
    expect((await useLink(links.willBid)).json().code).toBe('INTENT_LINK_INVALID');
    expect((await useLink('short')).statusCode).toBe(400);
  });

  it('reads a used link with the stored answer; a malformed one in plain Polish', async () => {
    const orderId = await invitedOrder();
    const { willBid, undecided } = await linksOf(orderId);
    expect((await t.app.inject({ url: `/api/v2/invitation-intents/${undecided}` })).json()).toMatchObject({
      used: false,
      orderClosed: false,
      answer: null,
    });
    await useLink(willBid);
    // changed on the card afterwards: the other link shows what is stored now, not what it offered
    await intentOf(orderId, t.headers.wykonawca, { intent: 'WONT_BID', declineReason: 'TOO_FAR' });
    const read = await t.app.inject({ url: `/api/v2/invitation-intents/${undecided}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      orderId,
      intent: 'UNDECIDED',
      used: true,
      answer: { intent: 'WONT_BID', declineReason: 'TOO_FAR', intentAt: expect.any(String) },
    });
    const malformed = await t.app.inject({ url: '/api/v2/invitation-intents/short' });
    expect(malformed.json()).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Link jest nieprawidłowy lub wygasł.',
    });
  });

  it('takes no answer on an archived order, from the card or a link, with its own 409', async () => {
    const orderId = await invitedOrder();
    const { willBid } = await linksOf(orderId);
    await intentOf(orderId, t.headers.wykonawca, { intent: 'UNDECIDED' });
    await t.app.db.execute(sql`update orders set status = 'ARCHIVED' where id = ${orderId}`);
    const mine = await t.app.inject({ url: `/api/v2/orders/${orderId}/invitation/me`, headers: t.headers.wykonawca });
    expect(mine.json()).toMatchObject({ intent: 'UNDECIDED', orderClosed: true });
    for (const res of [await intentOf(orderId, t.headers.wykonawca, { intent: 'WILL_BID' }), await useLink(willBid)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INVITATION_ORDER_CLOSED',
        message: 'Zlecenie jest zamknięte. Odpowiedzi na zaproszenie nie można już zmienić.',
      });
    }
    expect((await t.app.inject({ url: `/api/v2/invitation-intents/${willBid}` })).json()).toMatchObject({
      used: false,
      orderClosed: true,
      answer: { intent: 'UNDECIDED' },
    });
  });
});
