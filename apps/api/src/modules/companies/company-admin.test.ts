import { adminCompanyPageSchema, companyUsersSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'subkonto', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;
let ids: Awaited<ReturnType<typeof demoCompanies>>;
beforeAll(async () => {
  ids = await demoCompanies(t.app);
});

const rows = async (query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows;

describe('admin company list', () => {
  it('pages 20 companies, searches and is for admins only', async () => {
    const res = await t.app.inject({ url: '/api/v2/companies?page=0', headers: headers.administrator });
    expect(res.statusCode, res.body).toBe(200);
    const page = adminCompanyPageSchema.parse(res.json());
    expect(page.content).toHaveLength(20);
    expect(page.size).toBe(20);
    const found = adminCompanyPageSchema.parse(
      (await t.app.inject({ url: '/api/v2/companies?page=0&search=kramet', headers: headers.administrator })).json(),
    );
    expect(found.content[0]).toMatchObject({ id: ids.client, city: 'Warszawa', province: 'mazowieckie' });
    expect((await t.app.inject({ url: '/api/v2/companies?page=0', headers: headers.klient })).statusCode).toBe(403);
  });

  it('sorts names in Polish order ignoring case (Altbet before ALTMIR, Łódź after Lublin)', async () => {
    const names = ['Łódź Qxsort', 'ALTMIR Qxsort', 'Zakład Qxsort', 'Ćma Qxsort', 'Lublin Qxsort', 'Altbet Qxsort'];
    for (const name of [...names, 'Cement Qxsort', 'Élan Qxsort']) await buildCompany(t.app.db, { name });
    const res = await t.app.inject({ url: '/api/v2/companies?page=0&search=qxsort', headers: headers.administrator });
    expect(adminCompanyPageSchema.parse(res.json()).content.map((c) => c.name.replace(' Qxsort', ''))).toEqual([
      'Altbet',
      'ALTMIR',
      'Cement',
      'Ćma',
      'Élan',
      'Lublin',
      'Łódź',
      'Zakład',
    ]);
  });
});

describe('company users', () => {
  it('lists my company users, and any company users for admins', async () => {
    const mine = companyUsersSchema.parse(
      (await t.app.inject({ url: '/api/v2/users?byMyCompany=true', headers: headers.subkonto })).json(),
    );
    expect(mine.map((u) => u.email).sort()).toEqual(['klient@demo.platforma.pl', 'subkonto@demo.platforma.pl']);
    expect(mine[0]).toMatchObject({ companyAdmin: true, canEditOffer: true });
    const admin = await t.app.inject({ url: `/api/v2/companies/${ids.client}/users`, headers: headers.administrator });
    expect(admin.json()).toEqual(mine);
    expect(
      (await t.app.inject({ url: `/api/v2/companies/${ids.client}/users`, headers: headers.klient })).statusCode,
    ).toBe(403);
  });

  it('lets the company admin grant offer editing to a colleague, not the colleague', async () => {
    const sub = (await rows(sql`select id from users where login = 'subkonto'`))[0] as { id: number };
    const url = `/api/v2/companies/${ids.client}/users/${sub.id}/offer-edit`;
    const self = await t.app.inject({ method: 'PUT', url, headers: headers.subkonto, payload: { granted: true } });
    expect(self.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: headers.klient, payload: { granted: true } })).statusCode,
    ).toBe(204);
    const [row] = await rows(sql`select available_services from users where id = ${sub.id}`);
    expect((row as { available_services: string[] }).available_services).toContain('COMPANY_OFFER_EDIT');
    const other = `/api/v2/companies/${(await buildCompany(t.app.db)).id}/users/${sub.id}/offer-edit`;
    expect(
      (await t.app.inject({ method: 'PUT', url: other, headers: headers.administrator, payload: { granted: true } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('merge and delete', () => {
  it('moves the duplicate investments, users and follows, then soft-deletes it', async () => {
    const db = t.app.db;
    const { id: target } = await buildCompany(db);
    await buildInvestment(db, { participants: [{ companyId: target }] });
    // The duplicate has users, investments and orders of its own, so that each of them moves.
    const { id: duplicate } = await buildCompany(db);
    await buildUser(db, { companyId: duplicate, accountType: 'CLIENT' });
    await buildUser(db, { companyId: duplicate, accountType: 'SUBACCOUNT' });
    await buildOrder(db, { companyId: duplicate });
    await buildOrder(db, { companyId: duplicate, industries: [402] });
    const before = await rows(sql`
      select (select count(distinct investment_id)::int from investment_companies where company_id in (${target}, ${duplicate})) as investments,
             (select count(*)::int from users where company_id = ${duplicate}) as users,
             (select count(*)::int from orders where company_id = ${duplicate}) as orders`);
    await t.app.inject({ method: 'POST', url: `/api/v2/companies/${duplicate}/followers`, headers: headers.klient });
    // Cached statistics of the target are forgotten by the merge.
    await t.app.inject({ url: `/api/v2/companies/${target}/numbers/total`, headers: headers.klient });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/companies/${target}/merge`,
      headers: headers.administrator,
      payload: { duplicateCompanyId: duplicate },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved.users).toBe((before[0] as { users: number }).users);
    expect(res.json().moved.follows).toBe(1);
    expect(res.json().moved.orders).toBe((before[0] as { orders: number }).orders);
    expect(res.json().moved.orders).toBe(2);
    // the moved people are in the target's membership history, as joined by staff
    expect(
      await rows(
        sql`select count(*)::int as n from company_membership_events
             where company_id = ${target} and change = 'JOINED' and via = 'STAFF'`,
      ),
    ).toEqual([{ n: (before[0] as { users: number }).users }]);
    expect(await rows(sql`select count(*)::int as n from orders where company_id = ${duplicate}`)).toEqual([{ n: 0 }]);
    const total = await t.app.inject({ url: `/api/v2/companies/${target}/numbers/total`, headers: headers.klient });
    expect(total.json().count).toBe((before[0] as { investments: number }).investments);
    expect(
      await rows(sql`select count(*)::int as n from investment_companies where company_id = ${duplicate}`),
    ).toEqual([{ n: 0 }]);
    expect(
      (await t.app.inject({ url: `/api/v2/companies/${duplicate}/basics`, headers: headers.klient })).statusCode,
    ).toBe(404);
    const same = { method: 'POST' as const, url: `/api/v2/companies/${target}/merge`, headers: headers.administrator };
    expect((await t.app.inject({ ...same, payload: { duplicateCompanyId: target } })).json().code).toBe(
      'MERGE_SAME_COMPANY',
    );
    expect(
      (
        await t.app.inject({
          ...same,
          headers: headers.klient,
          payload: { duplicateCompanyId: (await buildCompany(db)).id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('soft-deletes a company through the v1 API (admins only)', async () => {
    const { id } = await buildCompany(t.app.db);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${id}`, headers: headers.klient })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${id}`, headers: headers.administrator }))
        .statusCode,
    ).toBe(204);
    expect(await rows(sql`select deleted from companies where id = ${id}`)).toEqual([{ deleted: true }]);
    expect((await t.app.inject({ url: `/api/v2/companies/${id}/basics` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${id}`, headers: headers.administrator }))
        .statusCode,
    ).toBe(404);
  });
});
