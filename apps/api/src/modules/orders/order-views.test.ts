import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, orderSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import {
  atOrderVersion,
  createOrder,
  expectError,
  type Headers,
  type OrderContext,
  orderContext,
  orderVersion,
  validForm,
} from './order-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'administrator'] });
const { klient, administrator: admin } = t.headers;
let ctx: OrderContext;
let foreign: Headers;
let foreignIndustry: number;
let strangeIndustry: number;

beforeAll(async () => {
  ctx = await orderContext(t.app);
  foreign = await t.login(ctx.foreignUser.login);
  const industries = await t.app.database.db.execute<{ own: number; strange: number }>(sql`
    select (select min(industry_id) from investment_companies where company_id = ${ctx.foreignUser.companyId}) as own,
           (select min(i.id) from industries i where i.parent_id is not null and i.parent_id not in
              (select coalesce(x.parent_id, x.id) from investment_companies ic join industries x on x.id = ic.industry_id
                where ic.company_id = ${ctx.foreignUser.companyId})) as strange`);
  foreignIndustry = Number(industries.rows[0]!.own);
  strangeIndustry = Number(industries.rows[0]!.strange);
});

const view = async (id: number, headers: Headers = {}) => {
  const response = await t.app.inject({ url: `/api/v2/orders/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { json: response.json() as Record<string, unknown>, order: orderSchema.parse(response.json()) };
};
const withIndustry = (industryId: number) =>
  validForm(ctx, { industries: [{ industryId, workScopeNumber: 10, unit: 'm2' }] });

describe('order views', () => {
  it('UNAUTHENTICATED leaves out name, company, quantities, contacts, documents, attachments and investment', async () => {
    const { id } = await createOrder(t.app, klient, withIndustry(foreignIndustry));
    const { json, order } = await view(id);
    expect(order.viewType).toBe('UNAUTHENTICATED');
    for (const key of [
      'name',
      'company',
      'investment',
      'companyContacts',
      'documents',
      'attachments',
      'notifyContacts',
    ])
      expect(json).not.toHaveProperty(key);
    expect(Object.keys(order.industries[0]!).sort()).toEqual(['industryId', 'industryName']);
    expect(order.city).toEqual(expect.any(String));
    const industries = await t.app.inject({ url: `/api/v2/orders/${id}/industries` });
    expect(Object.keys(industries.json()[0]).sort()).toEqual(['industryId', 'industryName']);
    expect((await t.app.inject({ url: `/api/v2/orders/${id}/contacts` })).statusCode).toBe(401);
  });

  it('LIMITED (company outside the industries) leaves out contacts, documents and attachments', async () => {
    const { id } = await createOrder(t.app, klient, withIndustry(strangeIndustry));
    const { json, order } = await view(id, foreign);
    expect(order.viewType).toBe('LIMITED');
    for (const key of ['companyContacts', 'documents', 'attachments']) expect(json).not.toHaveProperty(key);
    expect(order.name).toBe(ctx.investmentName);
    expect(order.industries[0]!.workScopeNumber).toBe(10);
    const contacts = await t.app.inject({ url: `/api/v2/orders/${id}/contacts`, headers: foreign });
    expectError(contacts, 403, 'ORDER_NO_PERMISSION_TO_VIEW_CONTACTS');
  });

  it('FULL (company in an industry of the order) shows documents; contacts only through the counted call', async () => {
    const { id } = await createOrder(t.app, klient, withIndustry(foreignIndustry));
    const { json, order } = await view(id, foreign);
    expect(order.viewType).toBe('FULL');
    expect(json).not.toHaveProperty('companyContacts');
    expect(order.documents).toHaveLength(1);
    expect(order.userAllowedToEdit).toBe(false);
    const fetches = async () =>
      (await t.app.inject({ url: `/api/v2/report/order-statistics/${id}`, headers: klient })).json().contactFetches;
    expect(await fetches()).toBe(0);
    const contacts = await t.app.inject({ url: `/api/v2/orders/${id}/contacts`, headers: foreign });
    expect(contacts.json().map((c: { userId: number }) => c.userId)).toEqual([ctx.klientId]);
    // 'Pobrania kontaktu' counts what a contractor revealed; the requester's own look does not count
    expect(await fetches()).toBe(1);
    await t.app.inject({ url: `/api/v2/orders/${id}/contacts`, headers: klient });
    expect(await fetches()).toBe(1);
    expect((await view(id, klient)).order.companyContacts?.map((c) => c.userId)).toEqual([ctx.klientId]);
  });

  it('hides drafts and planned orders from everyone but their editors', async () => {
    const draft = await createOrder(t.app, klient, { investmentId: ctx.investmentId }, '/api/v2/orders/draft');
    const planned = await createOrder(
      t.app,
      klient,
      validForm(ctx, { publishAt: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
    );
    for (const id of [draft.id, planned.id]) {
      expectError(await t.app.inject({ url: `/api/v2/orders/${id}`, headers: foreign }), 404, 'ORDER_NOT_FOUND');
      expect((await view(id, admin)).order.viewType).toBe('EDITOR');
    }
    expectError(await t.app.inject({ url: '/api/v2/orders/999999' }), 404, 'ORDER_NOT_FOUND');
  });

  it('a PLANNED order reads as RELEASED once its time has passed, with nobody acting', async () => {
    const { id, status } = await createOrder(
      t.app,
      klient,
      validForm(ctx, {
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
        industries: [{ industryId: foreignIndustry, workScopeNumber: 1, unit: 'm' }],
      }),
    );
    expect(status).toBe('PLANNED');
    const released = () => t.app.inject({ url: `/api/v2/orders?status=RELEASED&size=100`, headers: foreign });
    const before = (await released()).json().content.map((o: { id: number }) => o.id);
    expect(before).not.toContain(id);
    // the time passes while no process runs: only the stored date changes
    await t.app.database.db.execute(sql`update orders set publish_at = now() - interval '1 minute' where id = ${id}`);
    const ids = (await released()).json().content.map((o: { id: number }) => o.id);
    expect(ids).toContain(id);
    const counts = await t.app.inject({ url: '/api/v2/orders/count/me', headers: klient });
    const mine = await t.app.inject({ url: '/api/v2/orders/me?status=PLANNED&size=100', headers: klient });
    expect(mine.json().content.map((o: { id: number }) => o.id)).not.toContain(id);
    expect(counts.json().find((c: { status: string }) => c.status === 'PLANNED').count).toBe(mine.json().totalElements);
    expect((await view(id, foreign)).order.status).toBe('RELEASED');
    const stored = await t.app.database.db.execute<{ status: string }>(sql`select status from orders where id = ${id}`);
    expect(stored.rows[0]!.status).toBe('RELEASED');
  });
});

describe('orders visible to industry users only', () => {
  const restricted = (industryId: number) =>
    createOrder(
      t.app,
      klient,
      validForm(ctx, {
        visibleToIndustryUsersOnly: true,
        industries: [{ industryId, workScopeNumber: 10, unit: 'm2' }],
      }),
    );
  const refused = (response: { statusCode: number; body: string }) => {
    expectError(response, 403, 'ORDER_INDUSTRY_USERS_ONLY');
    expect(JSON.parse(response.body).message).toBe('To zlecenie jest widoczne tylko dla firm z branż tego zlecenia.');
  };
  const calls = (id: number, headers: Headers = {}) => ({
    card: () => t.app.inject({ url: `/api/v2/orders/${id}`, headers }),
    industries: () => t.app.inject({ url: `/api/v2/orders/${id}/industries`, headers }),
    contacts: () => t.app.inject({ url: `/api/v2/orders/${id}/contacts`, headers }),
    share: () => t.app.inject({ method: 'POST', url: `/api/v2/orders/${id}/shared`, headers }),
    statistics: () => t.app.inject({ url: `/api/v2/report/order-statistics/${id}`, headers }),
  });

  it('answer 403 ORDER_INDUSTRY_USERS_ONLY to a company outside their industries: card, industries, contacts, share, statistics', async () => {
    const { id } = await restricted(strangeIndustry);
    const as = calls(id, foreign);
    for (const call of [as.card, as.industries, as.contacts, as.share, as.statistics]) refused(await call());
    // nothing was counted for the refused calls
    const stats = await t.app.inject({ url: `/api/v2/report/order-statistics/${id}`, headers: klient });
    expect(stats.json()).toEqual({ visits: 0, contactFetches: 0, orderShares: 0, conversationInteractions: 0 });
  });

  it('answer 403 to anonymous visitors (the web asks them to log in), 401 to an expired token', async () => {
    const { id } = await restricted(foreignIndustry);
    const anonymous = calls(id);
    for (const call of [anonymous.card, anonymous.industries, anonymous.share]) refused(await call());
    const expired = await t.app.tokens.signAccess(
      { kind: 'user', userId: ctx.foreignUser.id, sessionId: randomUUID() },
      -10,
    );
    const stale = await t.app.inject({ url: `/api/v2/orders/${id}`, headers: { authorization: `Bearer ${expired}` } });
    expectError(stale, 401, 'TOKEN_EXPIRED');
    // an ordinary order of the same industry stays open to anonymous visitors
    const open = await createOrder(t.app, klient, withIndustry(foreignIndustry));
    expect((await view(open.id)).order.viewType).toBe('UNAUTHENTICATED');
  });

  it("show the card to companies of the order's industries (parents included), the requester company and staff", async () => {
    const own = await restricted(foreignIndustry);
    expect((await view(own.id, foreign)).order.viewType).toBe('FULL');
    expect((await t.app.inject({ url: `/api/v2/orders/${own.id}/contacts`, headers: foreign })).statusCode).toBe(200);
    // an order in the parent industry of one the company works in
    const parent = await t.app.database.db.execute<{ parent_id: number }>(sql`
      select i.parent_id from investment_companies ic join industries i on i.id = ic.industry_id
       where ic.company_id = ${ctx.foreignUser.companyId} and i.parent_id is not null order by i.id limit 1`);
    const inParent = await restricted(Number(parent.rows[0]!.parent_id));
    expect((await view(inParent.id, foreign)).order.viewType).toBe('FULL');
    const { id } = await restricted(strangeIndustry);
    const subkonto = await t.login('subkonto');
    expect((await view(id, klient)).order.viewType).toBe('EDITOR');
    expect((await view(id, subkonto)).order.viewType).toBe('EDITOR');
    expect((await view(id, admin)).order).toMatchObject({ viewType: 'EDITOR', visibleToIndustryUsersOnly: true });
    const industries = await t.app.inject({ url: `/api/v2/orders/${id}/industries`, headers: subkonto });
    expect(industries.json().map((i: { industryId: number }) => i.industryId)).toEqual([strangeIndustry]);
    expect(
      (await t.app.inject({ url: `/api/v2/report/extended-order-statistics/${id}`, headers: admin })).statusCode,
    ).toBe(200);
  });
});

describe('order id in the path', () => {
  it('answers 400 with the Polish text of the spec for a non-numeric id, on every order route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/v2/orders/abc'],
      ['GET', '/api/v2/orders/abc/industries'],
      ['GET', '/api/v2/orders/abc/contacts'],
      ['POST', '/api/v2/orders/abc/shared'],
      ['PUT', '/api/v2/orders/abc'],
      ['PUT', '/api/v2/orders/draft/abc'],
      ['POST', '/api/v2/orders/draft/abc/complete'],
      ['PATCH', '/api/v2/orders/abc/approve'],
      ['PUT', '/api/v2/orders/abc/delete-reason'],
      ['GET', '/api/v2/report/order-statistics/abc'],
      ['GET', '/api/v2/report/extended-order-statistics/abc'],
      ['GET', '/api/v2/orders/0'],
      ['GET', '/api/v2/orders/1.5'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : {};
      const response = await t.app.inject({ method: method as 'GET', url, headers: admin, payload });
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json().message, url).toContain(ORDER_MESSAGES.invalidOrderId);
      expect(response.json().message, url).not.toMatch(/invalid|expected/i);
    }
  });
});

describe('temporary access with ORDER_EDIT_APPROVAL', () => {
  // another order is refused at the gate (temporary access is default-deny), before the order rules
  it('edits and approves that one order only', async () => {
    const staffOrder = await createOrder(t.app, admin, validForm(ctx, { companyId: ctx.companyId }));
    const other = await createOrder(t.app, admin, validForm(ctx, { companyId: ctx.companyId }));
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/temporary-access-links',
      headers: admin,
      payload: { userId: ctx.klientId, permissions: ['ORDER_EDIT_APPROVAL'], resourceId: staffOrder.id },
    });
    expect(link.statusCode, link.body).toBe(201);
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/v2/temporary-access-token',
      payload: { token: link.json().token },
    });
    const temporary = { authorization: `Bearer ${exchange.json().accessToken}`, 'x-access-type': 'temporary' };
    const put = async (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/orders/${id}`,
        headers: temporary,
        payload: await atOrderVersion(t.app, id, validForm(ctx, { scope: 'DELIVERY' })),
      });
    expectError(await put(other.id), 403, 'TEMPORARY_PERMISSION_MISSING');
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/v2/orders/${other.id}/approve`, headers: temporary }),
      403,
      'TEMPORARY_PERMISSION_MISSING',
    );
    // the link's edit form reads the version its save sends back
    const form = await t.app.inject({ url: `/api/v2/orders/${staffOrder.id}?editMode=true`, headers: temporary });
    expect(form.json().version).toBe(await orderVersion(t.app, staffOrder.id));
    const saved = await put(staffOrder.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isApproved: true });
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/v2/orders', headers: temporary, payload: validForm(ctx) }),
      403,
      'TEMPORARY_PERMISSION_MISSING',
    );
  });
});

describe('order statistics', () => {
  it('counts visits, contact fetches and shares of outsiders and anonymous visitors; admins see the companies', async () => {
    const { id } = await createOrder(t.app, klient, withIndustry(foreignIndustry));
    await view(id, foreign);
    await view(id, klient);
    await view(id, admin);
    await view(id);
    await view(id);
    await t.app.inject({ url: `/api/v2/orders/${id}/contacts`, headers: foreign });
    const shared = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${id}/shared`, headers: foreign });
    expect(shared.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/orders/${id}/shared` })).statusCode).toBe(204);
    const stats = await t.app.inject({ url: `/api/v2/report/order-statistics/${id}`, headers: klient });
    expect(stats.json()).toEqual({ visits: 3, contactFetches: 1, orderShares: 2, conversationInteractions: 0 });
    const anonymousVisits = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${id} and kind = 'VISIT' and user_id is null and company_id is null`,
    );
    expect(anonymousVisits.rows[0]!.n).toBe(2);
    const dotowany = await t.login('dotowany');
    expectError(
      await t.app.inject({ url: `/api/v2/report/order-statistics/${id}`, headers: dotowany }),
      403,
      'ORDER_STATISTICS_TRIAL',
    );
    expect((await t.app.inject({ url: `/api/v2/report/order-statistics/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v2/report/extended-order-statistics/${id}`, headers: klient })).statusCode,
    ).toBe(403);
    const extended = await t.app.inject({ url: `/api/v2/report/extended-order-statistics/${id}`, headers: admin });
    // anonymous visits and shares count above but have no company to list
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().visits).toEqual([{ id: ctx.foreignUser.companyId, name: expect.any(String) }]);
    expect(extended.json().orderShares).toEqual([{ id: ctx.foreignUser.companyId, name: expect.any(String) }]);
    expect(extended.json().conversationInteractions).toEqual([]);
  });
});
