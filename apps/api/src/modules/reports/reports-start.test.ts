import { reportsStartSchema } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investments } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildOffers, inMonth } from './report-test-helpers.js';
import { findStartFigures } from './reports-start.queries.js';

const t = useTestApp({ logins: ['klient'] });

/** /start's period as the service makes it: the last 12 months up to the current one. */
const PERIOD = (() => {
  const now = new Date();
  const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    from: month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))),
    to: month(now),
    months: 12,
  };
})();

/** The companies of the period's investments counted the long way: every participation of the year. */
const companiesJoined = async () => {
  const { rows } = await t.app.db.execute<{ n: number }>(sql`
    select count(distinct ic.company_id)::int as n from investments i
      join investment_companies ic on ic.investment_id = i.id
     where not i.archived and i.created_at >= ((${`${PERIOD.from}-01`})::date::timestamp at time zone 'Europe/Warsaw')`);
  return rows[0]!.n;
};

const figures = () => findStartFigures(t.app.db, PERIOD);

describe('/start live figures (spec 2.8)', () => {
  it('answers the signed-in user with the figures of the last 12 months', async () => {
    const res = await t.app.inject({ url: '/api/v2/reports/start', headers: t.headers.klient });
    expect(res.statusCode, res.body).toBe(200);
    const start = reportsStartSchema.parse(res.json());
    expect(start.activeCompanies).toBe(await companiesJoined());
  });

  it('counts a company active while one of its investments of the period is not archived', async () => {
    const company = await buildCompany(t.app.db, { name: 'Aktywna w roku' });
    const before = (await figures()).activeCompanies;
    // an old investment alone does not make the company active
    await buildInvestment(t.app.db, { createdAt: inMonth('2011-03'), participants: [{ companyId: company.id }] });
    expect((await figures()).activeCompanies).toBe(before);

    const recent = await buildInvestment(t.app.db, { participants: [{ companyId: company.id }] });
    expect((await figures()).activeCompanies).toBe(before + 1);

    // archiving it (a stage change) takes the company out; bringing it back puts it in again
    await t.app.db.update(investments).set({ archived: true }).where(eq(investments.id, recent.id));
    expect((await figures()).activeCompanies).toBe(before);
    await t.app.db.update(investments).set({ archived: false }).where(eq(investments.id, recent.id));
    expect((await figures()).activeCompanies).toBe(before + 1);
    expect((await figures()).activeCompanies).toBe(await companiesJoined());
  });

  it('counts published orders and the share of those with offers that got exactly one company', async () => {
    const client = await buildCompany(t.app.db, { name: 'Zamawiający startu' });
    const before = await figures();
    const single = await buildOrder(t.app.db, { companyId: client.id });
    await buildOffers(t.app.db, single.id, 401, 1);
    const many = await buildOrder(t.app.db, { companyId: client.id });
    await buildOffers(t.app.db, many.id, 401, 3);
    await buildOrder(t.app.db, { companyId: client.id, status: 'DRAFT', isApproved: false });
    const after = await figures();
    expect(after.orders.published).toBe(before.orders.published + 2);

    const { rows } = await t.app.db.execute<{ single: number; offered: number }>(sql`
      select count(*) filter (where n = 1)::int as single, count(*)::int as offered
        from (select f.order_id, count(distinct f.company_id) as n from offers f join orders o on o.id = f.order_id
               where not o.removed and o.status in ('RELEASED', 'PLANNED', 'ARCHIVED') and o.publish_at <= now()
                 and o.publish_at >= ((${`${PERIOD.from}-01`})::date::timestamp at time zone 'Europe/Warsaw')
               group by 1) f`);
    expect(after.orders.singleOfferShare).toBeCloseTo(rows[0]!.single / rows[0]!.offered, 10);
    expect(rows[0]!.offered).toBeGreaterThanOrEqual(2);
  });
});
