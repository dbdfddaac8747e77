import {
  clientCoverageSchema,
  MIN_CELL_ORDERS,
  marketComparatorSchema,
  reportsStartSchema,
  resolvePeriod,
} from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { findCompetition } from './market-comparator.queries.js';
import { buildOffer, buildOffers, companyOfLogin, inMonth } from './report-test-helpers.js';

const t = useTestApp({ logins: ['klient', 'dotowany'] });
const { klient } = t.headers;
const DAY = 24 * 60 * 60 * 1000;
const polishDate = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api/v2/reports/${url}`, headers: klient });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const comparator = async (query: string) => marketComparatorSchema.parse(await get(`market-comparator?${query}`));

let ownOrderId = 0;

beforeAll(async () => {
  const db = t.app.db;
  const client = await buildCompany(db);
  const warsaw = await buildInvestment(db, { createdAt: inMonth('2011-02'), valuePln: 10, place: 'Warszawa' });
  await buildInvestment(db, { createdAt: inMonth('2011-03'), valuePln: 30, place: 'Warszawa' });
  await buildInvestment(db, { createdAt: inMonth('2011-03'), valuePln: 50, place: 'Warszawa' });
  await buildInvestment(db, { createdAt: inMonth('2010-06'), valuePln: 40, place: 'Warszawa' });
  await buildInvestment(db, { createdAt: inMonth('2011-04'), valuePln: 90, place: 'Kraków' });
  // Six orders in mazowieckie × 'Instalacje sanitarne' (401 is under 4), offers 0, 1, 1, 2, 3, 1;
  // the second is chosen after 4 days, the fourth after 10 (median 7).
  const publishAt = inMonth('2011-06');
  const counts = [0, 1, 1, 2, 3, 1];
  const chosen: Record<number, number> = { 1: 4, 3: 10 };
  for (const [i, count] of counts.entries()) {
    const order = await buildOrder(db, { companyId: client.id, investmentId: warsaw.id, publishAt, industries: [401] });
    const days = chosen[i];
    await buildOffers(db, order.id, 401, count, days ? new Date(publishAt.getTime() + days * DAY) : undefined);
  }
  // Two orders in małopolskie: too few to show.
  const krakow = await buildInvestment(db, { createdAt: inMonth('2011-04'), place: 'Kraków' });
  for (let i = 0; i < 2; i++) {
    const order = await buildOrder(db, { companyId: client.id, investmentId: krakow.id, publishAt, industries: [402] });
    await buildOffers(db, order.id, 402, 1);
  }
  // The klient's own order in mazowieckie with no offers and no invitations.
  const klientCompany = await companyOfLogin(db, 'klient');
  const own = await buildOrder(db, {
    companyId: klientCompany,
    investmentId: warsaw.id,
    publishAt,
    industries: [401],
    offerDeadlineTo: '2011-06-13',
  });
  ownOrderId = own.id;
});

describe('market comparator', () => {
  it('puts scopes side by side: counts, values, medians and growth against the previous period', async () => {
    const c = await comparator('scope=7/&scope=6/&from=2011-01&to=2011-12');
    expect(c.previousPeriod).toEqual({ from: '2010-01', to: '2010-12', months: 12 });
    const [maz, mal] = c.scopes;
    expect(maz?.label).toBe('mazowieckie');
    expect(maz?.current).toEqual({ count: 3, value: 90, median: 30 });
    expect(maz?.previous).toEqual({ count: 1, value: 40, median: 40 });
    expect(maz?.growth).toEqual({ count: 2, value: 1.25 });
    expect(maz?.series[2]).toEqual({ month: '2011-03', count: 2, value: 80 });
    expect(mal?.current.count).toBe(2);
    expect(mal?.growth.count).toBeNull();
  });

  it('measures the competition per voivodeship × industry and hides cells with too few orders', async () => {
    const c = await comparator('from=2011-01&to=2011-12');
    expect(c.competition.minOrders).toBe(MIN_CELL_ORDERS);
    const maz = c.competition.cells.find((cell) => cell.provinceId === 7 && cell.industryId === 4);
    // seven orders: the six above and the klient's own (no offers): offers 0, 0, 1, 1, 1, 2, 3
    expect(maz).toEqual({
      provinceId: 7,
      industryId: 4,
      orders: 7,
      medianOffers: 1,
      singleOfferShare: 0.6,
      medianDaysToDecision: 7,
      hidden: false,
    });
    const mal = c.competition.cells.find((cell) => cell.provinceId === 6 && cell.industryId === 4);
    expect(mal).toEqual({
      provinceId: 6,
      industryId: 4,
      orders: null,
      medianOffers: null,
      singleOfferShare: null,
      medianDaysToDecision: null,
      hidden: true,
    });
  });

  it('falls back to the default scopes and period when the address is bad', async () => {
    const c = await comparator('scope=abc&scope=7/&from=13-2011');
    expect(c.scopes.map((s) => s.key)).toEqual(['7/', '6/']);
    expect(c.period.months).toBe(24);
  });

  it("shows the client's orders beside the median of comparable ones, with the likely reasons", async () => {
    const coverage = clientCoverageSchema.parse(await get('client-coverage?from=2011-01&to=2011-12'));
    expect(coverage.hasCompany).toBe(true);
    expect(coverage.rows).toEqual([
      expect.objectContaining({
        orderId: ownOrderId,
        province: 'mazowieckie',
        industry: 'Instalacje sanitarne',
        offers: 0,
        comparableMedian: 1,
        // the comparable orders' median: six with the factory's deadline (two weeks from today), one of 3 days
        comparableDeadlineDays:
          (Date.parse(polishDate(new Date(Date.now() + 14 * DAY))) - Date.parse('2011-06-10')) / DAY,
        deadlineDays: 3,
        invitationsSent: 0,
      }),
    ]);
  });

  it('gives /start one live figure per report and locks every report for subsidised users', async () => {
    const start = reportsStartSchema.parse(await get('start'));
    expect(start.investments.count).toBeGreaterThanOrEqual(0);
    for (const url of ['start', 'market-comparator', 'client-coverage']) {
      const res = await t.app.inject({ url: `/api/v2/reports/${url}`, headers: t.headers.dotowany });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('REPORTS_SUBSCRIPTION_ONLY');
    }
  });

  it('keeps the competition current under writes: offers, choices, removals, planned orders', async () => {
    const db = t.app.db;
    const period = { from: '2013-01', to: '2013-12', months: 12 };
    const cell = async () =>
      (await findCompetition(db, period)).find((c) => c.provinceId === 7 && c.industryId === 5) ?? null;
    const client = await buildCompany(db);
    const place = await buildInvestment(db, { createdAt: inMonth('2013-01'), place: 'Warszawa' });
    const publishAt = inMonth('2013-05');
    const order = () => buildOrder(db, { companyId: client.id, investmentId: place.id, publishAt, industries: [501] });
    const [a, b] = [await order(), await order()];
    expect(await cell()).toMatchObject({ orders: 2, medianOffers: 0, singleOfferShare: null });
    await buildOffers(db, a.id, 501, 1);
    expect(await cell()).toMatchObject({ orders: 2, medianOffers: 0.5, singleOfferShare: 1 });
    const chosen = await buildOffer(db, { orderId: b.id, industryId: 501 });
    await buildOffer(db, { orderId: b.id, industryId: 501 });
    expect(await cell()).toMatchObject({ medianOffers: 1.5, singleOfferShare: 0.5, medianDaysToDecision: null });
    await db
      .update(offers)
      .set({ selectedAt: new Date(publishAt.getTime() + 3 * DAY) })
      .where(eq(offers.companyId, chosen.id));
    expect(await cell()).toMatchObject({ orders: 2, medianDaysToDecision: 3 });
    await db.update(orders).set({ removed: true }).where(eq(orders.id, b.id));
    expect(await cell()).toMatchObject({ orders: 1, medianOffers: 1, singleOfferShare: 1, medianDaysToDecision: null });
    await db.delete(orders).where(eq(orders.id, a.id));
    expect(await cell()).toBeNull();
    // what the triggers kept is what a rebuild from the orders makes
    const kept = sql`select (select json_agg(u order by u.order_id, u.top_industry_id) from report_order_units u) as units,
      (select json_agg(c order by c.month, c.province_id, c.top_industry_id, c.offers) from report_competition_counts c) as counts`;
    const before = (await db.execute(kept)).rows;
    await db.execute(sql`select report_units_rebuild()`);
    expect((await db.execute(kept)).rows).toEqual(before);
  });

  it('counts a planned order once its time has come', async () => {
    const db = t.app.db;
    const now = new Date();
    const period = resolvePeriod(null, null, now);
    const count = async () =>
      (await findCompetition(db, period)).find((c) => c.provinceId === 7 && c.industryId === 6)?.orders ?? 0;
    const before = await count();
    const place = await buildInvestment(db, { place: 'Warszawa' });
    const planned = await buildOrder(db, {
      companyId: (await buildCompany(db)).id,
      investmentId: place.id,
      status: 'PLANNED',
      publishAt: new Date(now.getTime() + DAY),
      industries: [601],
    });
    expect(await count()).toBe(before);
    await db
      .update(orders)
      .set({ publishAt: new Date(now.getTime() - DAY) })
      .where(eq(orders.id, planned.id));
    expect(await count()).toBe(before + 1);
  });
});
