import { followedCompanyPageSchema } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/** 'Obserwowane firmy': the user's followed companies and what they did since the last visit. */
const t = useTestApp();

const list = (headers: Record<string, string>, page = 0) =>
  t.app.inject({ url: `/api/v2/users/me/followed-companies?page=${page}`, headers });
const follow = (headers: Record<string, string>, companyId: number) =>
  t.app.inject({ method: 'POST', url: `/api/v2/companies/${companyId}/followers`, headers });

describe('GET /users/me/followed-companies', () => {
  it('lists the follows in Polish order with settings and what changed since the last visit', async () => {
    const user = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    const zebra = await buildCompany(t.app.db, { name: 'Żuraw Sp. z o.o.' });
    const lodz = await buildCompany(t.app.db, { name: 'Łódzkie Instalacje' });
    const alfa = await buildCompany(t.app.db, { name: 'Alfa Bud' });
    for (const c of [zebra, lodz, alfa]) expect((await follow(headers, c.id)).statusCode).toBe(204);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/companies/${lodz.id}/following-settings`,
      headers,
      payload: { note: 'Partner przy halach' },
    });
    // after the follow: Łódzkie Instalacje joins an investment and publishes an order for everyone
    await buildInvestment(t.app.db, { participants: [{ companyId: lodz.id }] });
    await buildOrder(t.app.db, { companyId: lodz.id, publishAt: new Date() });
    // and one only for its industry's users: not counted for everyone
    await buildOrder(t.app.db, { companyId: lodz.id, publishAt: new Date(), visibleToIndustryUsersOnly: true });

    const res = await list(headers);
    expect(res.statusCode, res.body).toBe(200);
    const page = followedCompanyPageSchema.parse(res.json());
    expect(page.content.map((row) => row.company.name)).toEqual(['Alfa Bud', 'Łódzkie Instalacje', 'Żuraw Sp. z o.o.']);
    const row = page.content[1]!;
    expect(row.settings.note).toBe('Partner przy halach');
    // the investment it joined and the two orders' own investments
    expect(row.changes.newInvestments).toBe(3);
    expect(row.changes.newOrders).toBe(1);
    expect(page.content[0]!.changes).toEqual({ newInvestments: 0, newOrders: 0, offerUpdated: false });

    // the visit is marked: nothing is new until the company does something again
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v2/users/me/followed-companies/seen', headers })).statusCode,
    ).toBe(204);
    const after = followedCompanyPageSchema.parse((await list(headers)).json());
    expect(after.content[1]!.changes).toEqual({ newInvestments: 0, newOrders: 0, offerUpdated: false });
  });

  it("shows only the caller's follows, and a deleted company is gone from the list", async () => {
    const [a, b] = [await buildUser(t.app.db), await buildUser(t.app.db)];
    const [ha, hb] = [await t.login(a.login), await t.login(b.login)];
    const company = await buildCompany(t.app.db, { name: 'Tylko Dla A' });
    await follow(ha, company.id);
    expect(followedCompanyPageSchema.parse((await list(hb)).json()).totalElements).toBe(0);
    expect(followedCompanyPageSchema.parse((await list(ha)).json()).totalElements).toBe(1);
    await t.app.db.update(companies).set({ deleted: true }).where(eq(companies.id, company.id));
    expect(followedCompanyPageSchema.parse((await list(ha)).json()).totalElements).toBe(0);
  });

  it('refuses an anonymous caller and a bad page', async () => {
    expect((await list({})).statusCode).toBe(401);
    const user = await buildUser(t.app.db);
    const bad = await t.app.inject({
      url: '/api/v2/users/me/followed-companies?page=-1',
      headers: await t.login(user.login),
    });
    expect(bad.statusCode).toBe(400);
  });
});
