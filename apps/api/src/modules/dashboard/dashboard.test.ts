import { dashboardStatisticsSchema, followedInvestmentPageSchema, myCompanySchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyFollows } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'dotowany', 'administrator'] });
const headers: Record<string, Record<string, string>> = t.headers;

const get = (url: string, who: Record<string, string> = {}) => t.app.inject({ url: `/api/v2${url}`, headers: who });
const freshStatistics = async (who = headers.dotowany) => {
  await t.app.cache.delete('dashboard-statistics:');
  return dashboardStatisticsSchema.parse((await get('/dashboard/statistics', who)).json());
};

describe('dashboard statistics', () => {
  it('answers subsidised companies and staff; everyone else is refused', async () => {
    expect((await get('/dashboard/statistics')).statusCode).toBe(401);
    expect((await get('/dashboard/statistics', headers.dotowany)).statusCode).toBe(200);
    expect((await get('/dashboard/statistics', headers.administrator)).statusCode).toBe(200);
    const refused = await get('/dashboard/statistics', headers.klient);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 403,
      code: 'DASHBOARD_SUBSIDISED_ONLY',
      message: 'Mój dashboard jest dostępny tylko dla firm dotowanych.',
    });
  });

  it('counts active investments per sector, this month, orders and companies in SQL', async () => {
    const before = await freshStatistics();
    const company = await buildCompany(t.app.db);
    await buildCompany(t.app.db, { deactivated: true });
    const housing = await buildInvestment(t.app.db, { sectorId: 1, participants: [{ companyId: company.id }] });
    await buildInvestment(t.app.db, { sectorId: 3 });
    await buildInvestment(t.app.db, { sectorId: 2, archived: true });
    const old = await buildInvestment(t.app.db, { sectorId: 2, createdAt: new Date('2020-01-01T00:00:00Z') });
    await t.app.db.execute(sql`update investments set updated_at = now() where id = ${old.id}`);
    await buildOrder(t.app.db, { investmentId: housing.id, companyId: company.id, status: 'RELEASED' });
    await buildOrder(t.app.db, { investmentId: housing.id, companyId: company.id, status: 'DRAFT' });
    const after = await freshStatistics();
    expect(after.investments.activeInvestments - before.investments.activeInvestments).toBe(3);
    expect(after.investments.housingInvestments - before.investments.housingInvestments).toBe(1);
    expect(after.investments.nonHousingInvestments - before.investments.nonHousingInvestments).toBe(1);
    expect(after.investments.engineeringInvestments - before.investments.engineeringInvestments).toBe(1);
    expect(after.investments.thisMonthInvestments - before.investments.thisMonthInvestments).toBe(3);
    expect(after.investments.thisMonthInvestmentWrites - before.investments.thisMonthInvestmentWrites).toBe(1);
    expect(after.orders.activeOrders - before.orders.activeOrders).toBe(1);
    expect(after.orders.thisMonthOrders - before.orders.thisMonthOrders).toBe(1);
    expect(after.companies.nonBlockCompanies - before.companies.nonBlockCompanies).toBe(1);
  });

  it('answers from the cache until it is dropped', async () => {
    const first = await freshStatistics();
    await buildCompany(t.app.db);
    const cached = dashboardStatisticsSchema.parse((await get('/dashboard/statistics', headers.dotowany)).json());
    expect(cached).toEqual(first);
    expect((await freshStatistics()).companies.nonBlockCompanies).toBe(first.companies.nonBlockCompanies + 1);
  });
});

describe('my company', () => {
  it('answers the subsidised company with its address and investment totals', async () => {
    const company = await buildCompany(t.app.db, {
      subsidized: true,
      streetPrefix: 'ul.',
      streetName: 'Polna',
      streetNo: '5',
    });
    const user = await buildUser(t.app.db, { accountType: 'SUBSIDIZED_CLIENT', companyId: company.id });
    await buildInvestment(t.app.db, { valuePln: 12_000_000, participants: [{ companyId: company.id }] });
    await buildInvestment(t.app.db, { valuePln: 3_000_000, participants: [{ companyId: company.id }] });
    const res = await get('/dashboard/my-company', await t.login(user.login));
    expect(res.statusCode).toBe(200);
    const body = myCompanySchema.parse(res.json());
    expect(body).toMatchObject({
      id: company.id,
      name: company.name,
      address: { street: 'ul. Polna 5', city: 'Warszawa', zipCode: '00-001', country: 'PL' },
      stats: { totalCount: 2, totalValue: 15_000_000 },
    });
    expect(body.address.province?.id).toBe(7);
  });

  it('a fresh subsidised company has no shares; a non-subsidised client is refused', async () => {
    const user = await buildUser(t.app.db, { accountType: 'SUBSIDIZED_CLIENT' });
    const body = myCompanySchema.parse((await get('/dashboard/my-company', await t.login(user.login))).json());
    expect(body.stats).toEqual({ totalCount: 0, totalValue: 0 });
    expect((await get('/dashboard/my-company', headers.klient)).json().code).toBe('DASHBOARD_SUBSIDISED_ONLY');
  });

  it('staff without a company get a Polish not-found', async () => {
    const res = await get('/dashboard/my-company', headers.administrator);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Twoje konto nie jest przypisane do żadnej firmy.');
  });

  it("lists the company's investments by works, 3 of them, and only its own for a subsidised user", async () => {
    const company = await buildCompany(t.app.db, { subsidized: true });
    const user = await buildUser(t.app.db, { accountType: 'SUBSIDIZED_CLIENT', companyId: company.id });
    const many = await buildInvestment(t.app.db, {
      participants: [
        { companyId: company.id, industryId: 401 },
        { companyId: company.id, industryId: 402 },
      ],
    });
    for (let i = 0; i < 3; i++) await buildInvestment(t.app.db, { participants: [{ companyId: company.id }] });
    const who = await t.login(user.login);
    const page = (await get(`/companies/${company.id}/investments?sort=works_desc&page=0&size=3`, who)).json();
    expect(page.totalElements).toBe(4);
    expect(page.content).toHaveLength(3);
    expect(page.content[0]).toMatchObject({ id: many.id, name: many.name, city: 'Warszawa' });
    const other = await buildCompany(t.app.db);
    expect((await get(`/companies/${other.id}/investments?sort=works_desc&page=0&size=3`, who)).statusCode).toBe(403);
  });
});

describe('new investments of followed companies', () => {
  it("lists the caller's followed companies' investments of the last 30 days, newest first, paged", async () => {
    const user = await buildUser(t.app.db, { accountType: 'CLIENT' });
    const stranger = await buildUser(t.app.db, { accountType: 'CLIENT' });
    const followed = await buildCompany(t.app.db);
    const unfollowed = await buildCompany(t.app.db);
    await t.app.db.insert(companyFollows).values({ userId: user.id, companyId: followed.id });
    const older = await buildInvestment(t.app.db, {
      createdAt: new Date(Date.now() - 3 * 86_400_000),
      participants: [{ companyId: followed.id }],
    });
    const newer = await buildInvestment(t.app.db, {
      participants: [
        { companyId: followed.id, industryId: 401 },
        { companyId: followed.id, industryId: 402 },
      ],
    });
    await buildInvestment(t.app.db, {
      createdAt: new Date(Date.now() - 60 * 86_400_000),
      participants: [{ companyId: followed.id }],
    });
    await buildInvestment(t.app.db, { participants: [{ companyId: unfollowed.id }] });
    const who = await t.login(user.login);
    const page = followedInvestmentPageSchema.parse((await get('/dashboard/followed-investments?size=1', who)).json());
    expect(page.totalElements).toBe(2);
    expect(page.content).toEqual([
      expect.objectContaining({ id: newer.id, company: { id: followed.id, name: followed.name } }),
    ]);
    const second = (await get('/dashboard/followed-investments?size=1&page=1', who)).json();
    expect(second.content[0].id).toBe(older.id);
    const theirs = (await get('/dashboard/followed-investments', await t.login(stranger.login))).json();
    expect(theirs.totalElements).toBe(0);
    expect((await get('/dashboard/followed-investments?size=500', who)).statusCode).toBe(400);
  });
});
