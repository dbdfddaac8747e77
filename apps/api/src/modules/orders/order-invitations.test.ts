import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/** The invited company's side (spec 2.5, invited list): its list, counts, seen marks and the card it may open. */
const t = useTestApp({ logins: ['klient', 'wykonawca', 'dotowany', 'dotowany-nowy', 'administrator'] });
let klientCompany = 0;
let contractor = 0;

beforeAll(async () => {
  const rows = await t.app.db.execute<{ login: string; company_id: number }>(
    sql`select login, company_id from users where login in ('klient', 'wykonawca')`,
  );
  klientCompany = Number(rows.rows.find((r) => r.login === 'klient')!.company_id);
  contractor = Number(rows.rows.find((r) => r.login === 'wykonawca')!.company_id);
});

const invite = (orderId: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v2/orders/${orderId}/nominated-companies`,
    headers: t.headers.klient,
    payload: { companyIds: [contractor] },
  });
const mine = (query = '', headers = t.headers.wykonawca) =>
  t.app.inject({ url: `/api/v2/orders/invitations/me${query}`, headers });
const counts = async (query = '', headers = t.headers.wykonawca) =>
  (await t.app.inject({ url: `/api/v2/orders/count/invitations/me${query}`, headers })).json() as {
    status: string;
    count: number;
  }[];
const released = (list: { status: string; count: number }[]) => list.find((c) => c.status === 'RELEASED')?.count;

describe('GET /orders/invitations/me', () => {
  it('lists and counts the orders my company was invited to, unseen until a user of it opens the card', async () => {
    // an order visible to industry users only, in an industry the contractor never worked in
    const order = await buildOrder(t.app.db, {
      companyId: klientCompany,
      industries: [1401],
      visibleToIndustryUsersOnly: true,
    });
    expect((await t.app.inject({ url: `/api/v2/orders/${order.id}`, headers: t.headers.wykonawca })).statusCode).toBe(
      403,
    );
    const before = released(await counts('?hideSeen=true')) ?? 0;
    expect((await invite(order.id)).statusCode).toBe(200);
    expect(released(await counts('?hideSeen=true'))).toBe(before + 1);
    const page = (await mine('?size=100')).json();
    const row = page.content.find((o: { id: number }) => o.id === order.id);
    expect(row.invitation).toMatchObject({ seen: false, intent: null, invitedAt: expect.any(String) });

    const card = await t.app.inject({ url: `/api/v2/orders/${order.id}`, headers: t.headers.wykonawca });
    expect(card.statusCode).toBe(200);
    expect(card.json().viewType).toBe('FULL');
    expect(released(await counts('?hideSeen=true'))).toBe(before);
    const unseen = (await mine('?hideSeen=true&size=100')).json().content.map((o: { id: number }) => o.id);
    expect(unseen).not.toContain(order.id);
    const again = (await mine('?size=100')).json().content.find((o: { id: number }) => o.id === order.id);
    expect(again.invitation.seen).toBe(true);
    const tab = await t.app.inject({
      url: `/api/v2/orders/${order.id}/nominated-companies`,
      headers: t.headers.klient,
    });
    expect(tab.json().content[0]).toMatchObject({ seenAt: expect.any(String), lastSeenAt: expect.any(String) });
  });

  it('is empty for a company invited nowhere and for staff; needs a login', async () => {
    // the company of 'dotowany-nowy' has just joined (the demo invites 'dotowany''s company)
    expect((await mine('', t.headers['dotowany-nowy'])).json().totalElements).toBe(0);
    expect((await mine('', t.headers.administrator)).json().totalElements).toBe(0);
    expect((await mine('', {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/orders/count/invitations/me' })).statusCode).toBe(401);
  });

  it('never lists orders of planned publication before they are published', async () => {
    const planned = await buildOrder(t.app.db, {
      companyId: klientCompany,
      status: 'PLANNED',
      publishAt: new Date(Date.now() + 86_400_000),
    });
    await invite(planned.id);
    const ids = (await mine('?status=RELEASED,ARCHIVED&size=100')).json().content.map((o: { id: number }) => o.id);
    expect(ids).not.toContain(planned.id);
  });
});
