import { investmentScopeSchema, investmentsSummarySchema, resolvePeriod, SUMMARY_TOP_SIZE } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { investmentCompanies } from '../../db/schema.js';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { inMonth } from './report-test-helpers.js';
import { candidatesDecide, findTopCompanies, summaryCompaniesSql } from './top-companies.queries.js';

const t = useTestApp({ logins: ['klient', 'dotowany', 'administrator'] });
const { klient } = t.headers;

const YEAR = 'from=2011-01&to=2011-12';
const summary = async (query: string, who = klient) => {
  const res = await t.app.inject({ url: `/api/v2/reports/investments-summary?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return investmentsSummarySchema.parse(res.json());
};

beforeAll(async () => {
  const a = await buildCompany(t.app.db, { name: 'Raportowa A' });
  const b = await buildCompany(t.app.db, { name: 'Raportowa B' });
  const march = inMonth('2011-03');
  await buildInvestment(t.app.db, {
    createdAt: march,
    valuePln: 1_000_000,
    sectorId: 1,
    participants: [{ companyId: a.id, valuePln: 100 }],
  });
  await buildInvestment(t.app.db, {
    createdAt: march,
    valuePln: 3_000_000,
    sectorId: 1,
    participants: [{ companyId: a.id, valuePln: 200 }, { companyId: b.id }],
  });
  await buildInvestment(t.app.db, { createdAt: march, valuePln: 8_000_000, sectorId: 1 });
  await buildInvestment(t.app.db, {
    createdAt: inMonth('2011-05'),
    valuePln: 20_000_000,
    sectorId: 3,
    place: 'Kraków',
  });
  await buildInvestment(t.app.db, { createdAt: march, valuePln: 100_000_000, archived: true });
  await buildInvestment(t.app.db, { createdAt: inMonth('2010-12'), valuePln: 7 });
});

describe('investments summary', () => {
  it('counts, sums and takes the median of a period in SQL, by month, voivodeship, sector and stage', async () => {
    const s = await summary(YEAR);
    expect(s.period).toEqual({ from: '2011-01', to: '2011-12', months: 12 });
    expect(s.total).toEqual({ count: 4, value: 32_000_000, median: 5_500_000 });
    expect(s.byMonth).toHaveLength(12);
    expect(s.byMonth[2]).toEqual({ month: '2011-03', count: 3, value: 12_000_000 });
    expect(s.byMonth[4]).toEqual({ month: '2011-05', count: 1, value: 20_000_000 });
    expect(s.byMonth[0]).toEqual({ month: '2011-01', count: 0, value: 0 });
    expect(s.byProvince).toEqual([
      { id: 7, name: 'mazowieckie', count: 3, value: 12_000_000 },
      { id: 6, name: 'małopolskie', count: 1, value: 20_000_000 },
    ]);
    expect(s.bySector.map((g) => [g.id, g.count])).toEqual([
      [1, 3],
      [3, 1],
    ]);
    expect(s.largest.map((i) => i.value)).toEqual([20_000_000, 8_000_000, 3_000_000, 1_000_000]);
    expect(s.topCompanies.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Raportowa A', count: 2, value: 300 }),
      expect.objectContaining({ name: 'Raportowa B', count: 1, value: 0 }),
    ]);
  });

  it('narrows by voivodeship, value band and type, and counts archived investments when asked', async () => {
    expect((await summary(`${YEAR}&provinceIds=6`)).total.count).toBe(1);
    expect((await summary(`${YEAR}&valueBand=FROM_1M_TO_10M`)).total.count).toBe(3);
    expect((await summary(`${YEAR}&type=ROAD`)).total.count).toBe(0);
    expect((await summary(`${YEAR}&sectorIds=3`)).total.value).toBe(20_000_000);
    expect((await summary(`${YEAR}&investmentsWithArchived=true`)).total.count).toBe(5);
  });

  it('reads every bad parameter as its default (spec 2.8), never an error', async () => {
    const bad = await summary(`${YEAR}&provinceIds=abc,99,6,6&valueBand=XYZ&type=boat&investmentsWithArchived=maybe`);
    expect(bad.total.count).toBe(1);
    const noPeriod = await summary('from=2011-13&to=nope&stageIds=-1');
    expect(noPeriod.period.months).toBe(24);
    const reversed = await summary('from=2012-01&to=2011-01');
    expect(reversed.period.months).toBe(24);
  });

  it('answers the same parameter set from the cache, whatever their order', async () => {
    const first = await summary(`${YEAR}&provinceIds=7,6`);
    await buildInvestment(t.app.db, { createdAt: inMonth('2011-04'), valuePln: 1 });
    expect(await summary(`provinceIds=6,7&${YEAR}`)).toEqual(first);
  });

  it('locks the report for subsidised users and refuses anonymous callers', async () => {
    const locked = await t.app.inject({ url: '/api/v2/reports/investments-summary', headers: t.headers.dotowany });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      status: 403,
      code: 'REPORTS_SUBSCRIPTION_ONLY',
      message: 'Usługa dostępna tylko w abonamencie',
    });
    expect((await t.app.inject({ url: '/api/v2/reports/investments-summary' })).statusCode).toBe(401);
    expect((await summary(YEAR, t.headers.administrator)).total.count).toBeGreaterThan(0);
  });

  it('lists the most active companies exactly, from candidates only when their bounds decide', async () => {
    const db = t.app.db;
    const row = (count: number) => ({ id: count, name: '', count, value: 0 });
    const ten = Array.from({ length: SUMMARY_TOP_SIZE }, (_, i) => row(20 - i));
    expect(candidatesDecide(ten, null)).toBe(true);
    expect(candidatesDecide(ten, 10)).toBe(true);
    expect(candidatesDecide(ten, 11)).toBe(false); // a company left out may tie with the last one
    expect(candidatesDecide(ten.slice(0, 3), 1)).toBe(false);
    const full = async (
      scope: ReturnType<typeof investmentScopeSchema.parse>,
      period: ReturnType<typeof resolvePeriod>,
    ) => (await db.execute<{ id: number }>(summaryCompaniesSql(scope, period))).rows.map((r) => Number(r.id));
    for (const query of [{}, { provinceIds: '7' }, { investmentsWithArchived: 'true' }]) {
      const scope = investmentScopeSchema.parse(query);
      for (const period of [resolvePeriod(null, null, new Date()), resolvePeriod('2011-01', '2011-12', new Date())]) {
        expect((await findTopCompanies(db, scope, period)).map((c) => c.id)).toEqual(await full(scope, period));
      }
    }
  });

  it("keeps each company's count of investments as participations come and go", async () => {
    const db = t.app.db;
    const bound = async (companyId: number) =>
      (
        await db.execute<{ n: number }>(
          sql`select investments as n from report_company_investments where company_id = ${companyId}`,
        )
      ).rows[0]?.n ?? 0;
    const company = await buildCompany(db);
    const first = await buildInvestment(db, { participants: [{ companyId: company.id }] });
    await buildInvestment(db, {
      participants: [{ companyId: company.id }, { companyId: company.id, industryId: 402 }],
    });
    expect(await bound(company.id)).toBe(2);
    await db.delete(investmentCompanies).where(eq(investmentCompanies.investmentId, first.id));
    expect(await bound(company.id)).toBe(1);
    const kept = sql`select json_agg(r order by r.company_id) as rows from report_company_investments r`;
    const before = (await db.execute(kept)).rows;
    await db.execute(sql`select report_companies_rebuild()`);
    expect((await db.execute(kept)).rows).toEqual(before);
  });
});
