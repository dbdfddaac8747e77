import type { Recommendation } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Hand-made fixtures around a place in Norway (60°N 10°E), far from every demo company and work, so
 * that the demo data never answers these searches. Values of 123 bln PLN mark the fixtures' works for
 * the 'cała Polska' searches.
 */
const t = useTestApp({ logins: ['klient', 'subkonto', 'dotowany', 'administrator'] });
const P = { latitude: 60, longitude: 10 };
/** earthdistance's sphere: 6378168 m. */
const KM_PER_DEGREE = (6378168 * Math.PI) / 180 / 1000;
const north = (km: number) => ({ latitude: P.latitude + km / KM_PER_DEGREE, longitude: P.longitude });
const HUGE = 123_000_000_000;

const ids: Record<string, number> = {};
let subsectorA = 0;
let klientCompany = 0;

const work = async (
  companyId: number,
  km: number,
  industryId: number,
  extra: { isSupply?: boolean; isService?: boolean; valuePln?: number; subsectorId?: number } = {},
) =>
  buildInvestment(t.app.db, {
    ...north(km),
    valuePln: extra.valuePln ?? HUGE,
    subsectorId: extra.subsectorId,
    participants: [{ companyId, industryId, isSupply: extra.isSupply, isService: extra.isService }],
  });

beforeAll(async () => {
  const [k] = await t.app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, 'klient'));
  klientCompany = k!.companyId!;
  const sub = await t.app.db.execute<{ id: number }>(
    // two different subsectors of the reference tree
    sql`select id from sectors where parent_id is not null order by id limit 2`,
  );
  subsectorA = Number(sub.rows[0]!.id);
  const subsectorB = Number(sub.rows[1]!.id);
  const far = { latitude: 64, longitude: 10 };
  const company = async (name: string, over: Parameters<typeof buildCompany>[1] = {}) => {
    ids[name] = (await buildCompany(t.app.db, { name: `Rekomendacja ${name}`, ...far, ...over })).id;
    return ids[name]!;
  };
  await work(await company('A', { contact: { companyEmail: { values: ['biuro@a.pl'], isLink: true } } }), 49.9, 401, {
    subsectorId: subsectorA,
    valuePln: 5_000_000,
  });
  await work(await company('B'), 50.1, 402, { subsectorId: subsectorB });
  await work(await company('C', north(10)), 400, 401);
  await work(await company('D'), 5, 701);
  await work(await company('E'), 6, 401, { isSupply: true, isService: false });
  await work(await company('F', { deactivated: true }), 5, 401);
  await work(await company('G', { deleted: true }), 5, 401);
  const h = await company('H');
  for (const km of [5, 10, 15, 20]) await work(h, km, 402, { valuePln: 200_000_000 });
  await work(klientCompany, 1, 401);
});

const ask = async (query: Record<string, string | number | boolean>, headers = t.headers.klient) => {
  const params = new URLSearchParams(
    Object.entries({ industryIds: 4, ...P, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({ url: `/api/v2/recommendations?${params}`, headers });
};
const names = async (query: Record<string, string | number | boolean>) => {
  const res = await ask(query);
  expect(res.statusCode).toBe(200);
  return (res.json().content as Recommendation[]).map((r) => r.company.name.replace('Rekomendacja ', ''));
};

describe('GET /recommendations', () => {
  it('finds who worked within the work distance, boundaries included, children of a parent industry, ranked', async () => {
    expect(await names({ workDistance: 50 })).toEqual(['H', 'E', 'A']);
    expect(await names({ workDistance: 51 })).toEqual(['H', 'E', 'A', 'B']);
  });

  it('finds a company by its seat within the seat distance whatever the place of its works', async () => {
    expect(await names({ companyDistance: 15 })).toEqual(['C']);
    expect(await names({ companyDistance: 15, workDistance: 8 })).toEqual(['H', 'E', 'C']);
  });

  it("gives the company card's contact e-mails to whoever sees full cards, and none to the free tier", async () => {
    const free = await buildUser(t.app.db, { availableServices: [] });
    const contactOf = async (headers: Record<string, string>) =>
      ((await ask({ workDistance: 50 }, headers)).json().content as Recommendation[]).find((r) => r.id === ids.A)!
        .company.contact;
    expect((await contactOf(t.headers.administrator)).companyEmail.values).toEqual(['biuro@a.pl']);
    expect(await contactOf(await t.login(free.login))).toEqual({
      companyEmail: { values: [] },
      recommendationEmail: { values: [] },
    });
  });

  it('answers the keys of its ranking: works near the place (and the radius), the nearest work, the seat', async () => {
    const near = (await ask({ workDistance: 12 })).json().content as Recommendation[];
    // H's 2 works within 12 km rank it above E's 1; C is found by its seat, with no work near
    expect(near.map((r) => [r.company.name.replace('Rekomendacja ', ''), r.why.nearWorksCount, r.why.nearKm])).toEqual([
      ['H', 2, 12],
      ['E', 1, 12],
    ]);
    const bySeat = (await ask({ companyDistance: 15, workDistance: 8 })).json().content as Recommendation[];
    expect(bySeat.find((r) => r.id === ids.C)?.why).toMatchObject({ nearWorksCount: 0, nearKm: 8 });
    const whole = (await ask({ workDistance: 9999 })).json().content as Recommendation[];
    expect(whole.find((r) => r.id === ids.H)?.why).toMatchObject({ nearWorksCount: 4, nearKm: null });
  });

  it('answers the reasons and the works of a company', async () => {
    const res = await ask({ workDistance: 50 });
    const a = (res.json().content as Recommendation[]).find((r) => r.id === ids.A)!;
    expect(a.company.contact.companyEmail.values).toEqual(['biuro@a.pl']);
    expect(a.why).toMatchObject({ worksCount: 1, worksValue: 5_000_000, industries: [{ id: 401 }] });
    expect(a.why.nearestWorkKm).toBeCloseTo(49.9, 1);
    expect(a.why.seatKm).toBeGreaterThan(400);
    expect(a.companyWorks).toHaveLength(1);
    expect(a.companyWorks[0]).toMatchObject({
      industry: { id: 401 },
      investment: { districtName: expect.any(String) },
    });
    expect(a.companyIsFollowed).toBe(false);
    expect(res.json()).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 30 });
  });

  it('keeps to the scope: delivery, service or both', async () => {
    expect(await names({ workDistance: 50, delivery: true, service: false })).toEqual(['E']);
    expect(await names({ workDistance: 50, delivery: false, service: true })).toEqual(['H', 'A']);
    expect(await names({ workDistance: 50, delivery: true, service: true })).toEqual(['H', 'E', 'A']);
  });

  it('keeps to subsectors, works ranges and value ranges', async () => {
    expect(await names({ workDistance: 51, subsectorIds: subsectorA })).toEqual(['A']);
    expect(await names({ workDistance: 50, minWorksCount: 3 })).toEqual(['H']);
    expect(await names({ workDistance: 50, maxWorksCount: 3 })).toEqual(['E', 'A']);
    expect(await names({ workDistance: 50, minWorksValue: 100, maxWorksValue: 500 })).toEqual(['H']);
    expect(await names({ workDistance: 50, maxWorksValue: 7.5 })).toEqual(['A']);
  });

  it("with 'cała Polska' finds every company with matching works, anywhere", async () => {
    expect(await names({ workDistance: 9999, minWorksValue: 100_000 })).toEqual(['E', 'B', 'C']);
    expect(await names({ companyDistance: 9999, minWorksValue: 100_000 })).toEqual(['E', 'B', 'C']);
  });

  it("never answers excluded, deactivated or deleted companies, other industries, nor the caller's own", async () => {
    expect(await names({ workDistance: 50, excludedCompanyIds: `${ids.A},${ids.E}` })).toEqual(['H']);
    const all = await names({ workDistance: 9999, minWorksValue: 100_000, industryIds: '4,7' });
    expect(all).toContain('D');
    expect(all).not.toContain('F');
    expect(all).not.toContain('G');
    const own = await ask({ workDistance: 5 });
    expect((own.json().content as Recommendation[]).map((r) => r.id)).not.toContain(klientCompany);
  });

  it('pages by the given size in a stable order', async () => {
    const first = await ask({ workDistance: 51, size: 2 });
    const second = await ask({ workDistance: 51, size: 2, page: 1 });
    expect(first.json()).toMatchObject({ totalElements: 4, totalPages: 2 });
    const order = [...first.json().content, ...second.json().content].map((r: Recommendation) => r.id);
    expect(order).toEqual([ids.H, ids.E, ids.A, ids.B]);
  });

  it("takes the place of an investment when no coordinates are given (the add-order form's search)", async () => {
    const investment = await buildInvestment(t.app.db, {
      ...P,
      participants: [{ companyId: klientCompany, industryId: 401 }],
    });
    const byInvestment = async (investmentId: number) => {
      const params = new URLSearchParams({ industryIds: '4', workDistance: '50', investmentId: String(investmentId) });
      return t.app.inject({ url: `/api/v2/recommendations?${params}`, headers: t.headers.klient });
    };
    const res = await byInvestment(investment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().content as Recommendation[]).map((r) => r.company.name.replace('Rekomendacja ', ''))).toEqual(
      await names({ workDistance: 50 }),
    );
    const unknown = await byInvestment(999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVESTMENT_NOT_FOUND', message: 'Nie znaleziono inwestycji.' });
  });

  it('needs a distance, industries and a place', async () => {
    const none = await ask({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'RECOMMENDATION_DISTANCE_REQUIRED',
      message: 'Wypełnij wszystkie obowiązkowe pola',
    });
    const noPlace = await t.app.inject({
      url: '/api/v2/recommendations?workDistance=50&industryIds=4',
      headers: t.headers.klient,
    });
    expect(noPlace.json().code).toBe('RECOMMENDATION_PLACE_REQUIRED');
    expect((await ask({ workDistance: 'abc' })).statusCode).toBe(400);
    expect((await ask({ workDistance: 50 }, {})).statusCode).toBe(401);
  });
});

describe('GET /orders/{id}/recommendations', () => {
  let orderId = 0;
  beforeAll(async () => {
    const investment = await buildInvestment(t.app.db, {
      ...P,
      participants: [{ companyId: klientCompany, industryId: 401 }],
    });
    orderId = (await buildOrder(t.app.db, { companyId: klientCompany, investmentId: investment.id, industries: [4] }))
      .id;
  });

  it("starts from the order's industries, place and scope (SERVICE), never its requester", async () => {
    const res = await t.app.inject({
      url: `/api/v2/orders/${orderId}/recommendations?workDistance=50`,
      headers: t.headers.klient,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().content as Recommendation[]).map((r) => r.id)).toEqual([ids.H, ids.A]);
  });

  it.each([
    ['klient', 200],
    ['subkonto', 200],
    ['administrator', 200],
    ['dotowany', 403],
    ['anonymous', 401],
  ] as const)('%s gets %i', async (who, status) => {
    const headers = who === 'anonymous' ? {} : t.headers[who];
    const res = await t.app.inject({ url: `/api/v2/orders/${orderId}/recommendations?workDistance=50`, headers });
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    const missing = await t.app.inject({
      url: '/api/v2/orders/999999/recommendations?workDistance=50',
      headers: t.headers.klient,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: '/api/v2/orders/abc/recommendations?workDistance=50',
      headers: t.headers.klient,
    });
    expect(bad.statusCode).toBe(400);
  });
});
