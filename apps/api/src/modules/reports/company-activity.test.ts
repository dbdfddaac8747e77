import { companyActivitySchema, companyConnectionsSchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyFollows } from '../../db/schema.js';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'dotowany'] });
const headers: Record<string, Record<string, string>> = t.headers;

/**
 * A hand-made scene: the focus company F works on four investments (one archived); partner A shares
 * three of them (two industries on one), B shares one, C (deactivated) one, D is on an unrelated one.
 */
const scene = { f: 0, a: 0, b: 0, c: 0, d: 0 };
beforeAll(async () => {
  const db = t.app.db;
  const [f, a, b, c, d] = [
    await buildCompany(db, { name: 'Aktywność Focus' }),
    await buildCompany(db, { name: 'Aktywność Partner A' }),
    await buildCompany(db, { name: 'Aktywność Partner B' }),
    await buildCompany(db, { name: 'Aktywność Partner C', deactivated: true }),
    await buildCompany(db, { name: 'Aktywność Obca D' }),
  ];
  Object.assign(scene, { f: f!.id, a: a!.id, b: b!.id, c: c!.id, d: d!.id });
  await buildInvestment(db, {
    valuePln: 1_000_000,
    sectorId: null,
    startDate: '2024-03-01T00:00:00Z',
    participants: [
      { companyId: f!.id, industryId: 401 },
      { companyId: a!.id, industryId: 401 },
      { companyId: a!.id, industryId: 402 },
      { companyId: b!.id, industryId: 402 },
    ],
  });
  await buildInvestment(db, {
    valuePln: 2_000_000,
    place: 'Kraków',
    startDate: '2025-05-01T00:00:00Z',
    participants: [
      { companyId: f!.id, industryId: 401 },
      { companyId: f!.id, industryId: 402 },
      { companyId: a!.id, industryId: 401 },
      { companyId: c!.id, industryId: 401 },
    ],
  });
  await buildInvestment(db, {
    valuePln: 500_000,
    startDate: '2025-06-01T00:00:00Z',
    participants: [{ companyId: f!.id, industryId: 401 }],
  });
  await buildInvestment(db, {
    valuePln: 4_000_000,
    archived: true,
    startDate: '2023-01-01T00:00:00Z',
    participants: [
      { companyId: f!.id, industryId: 401 },
      { companyId: a!.id, industryId: 401 },
    ],
  });
  await buildInvestment(db, { valuePln: 9_000_000, participants: [{ companyId: d!.id }, { companyId: b!.id }] });
});

const get = (path: string, who = 'klient') =>
  t.app.inject({ url: `/api/v2/reports/company-activity${path}`, headers: headers[who] });
const partners = async (query: string) => {
  const res = await get(`/connections?companyId=${scene.f}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = companyConnectionsSchema.parse(res.json());
  return page.content.map((c) => [c.company.id, c.sharedCount, c.sharedValue]);
};

describe('company activity: works', () => {
  it('groups the distinct investments by industry, voivodeship and year; archived ones only when asked', async () => {
    const res = await get(`?companyId=${scene.f}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = companyActivitySchema.parse(res.json());
    expect(report.summary).toEqual({ count: 3, value: 3_500_000 });
    expect(report.byIndustry.map((g) => [g.id, g.count, g.value])).toEqual([
      [401, 3, 3_500_000],
      [402, 1, 2_000_000],
    ]);
    expect(report.byYear.map((g) => [g.name, g.count])).toEqual([
      ['2024', 1],
      ['2025', 2],
    ]);
    expect(report.byProvince.reduce((n, g) => n + g.count, 0)).toBe(3);
    const all = companyActivitySchema.parse((await get(`?companyId=${scene.f}&investmentsWithArchived=true`)).json());
    expect(all.summary).toEqual({ count: 4, value: 7_500_000 });
  });

  it('asks for a company when there is none, and answers 404 for an unknown one', async () => {
    expect((await get('')).json().code).toBe('ACTIVITY_COMPANY_REQUIRED');
    expect((await get('?companyId=abc')).json().code).toBe('ACTIVITY_COMPANY_REQUIRED');
    expect((await get('?companyId=2147483647')).statusCode).toBe(404);
  });

  it('is locked for a subsidised user with the spec text', async () => {
    const res = await get(`?companyId=${scene.f}`, 'dotowany');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Usługa dostępna tylko w abonamencie');
  });
});

describe('company activity: connections', () => {
  it('counts shared investments and their value once per partner; archived partners and investments on request', async () => {
    expect(await partners('')).toEqual([
      [scene.a, 2, 3_000_000],
      [scene.b, 1, 1_000_000],
    ]);
    expect(await partners('&investmentsWithArchived=true&companiesWithArchived=true')).toEqual([
      [scene.a, 3, 7_000_000],
      [scene.c, 1, 2_000_000],
      [scene.b, 1, 1_000_000],
    ]);
  });

  it('filters partners by industry in every parameter form (array, single value, comma list)', async () => {
    const only402 = [
      [scene.a, 1, 1_000_000],
      [scene.b, 1, 1_000_000],
    ];
    expect(await partners('&companiesIndustryIds=402')).toEqual(only402);
    expect(await partners('&companiesIndustryIds=402&companiesIndustryIds=999999')).toEqual(only402);
    expect(await partners('&companiesIndustryIds=402,x,-1')).toEqual(only402);
    expect(await partners('&companiesIndustryIds=401,402')).toEqual(await partners(''));
    expect(await partners('&companiesIndustryIds=abc')).toEqual(await partners(''));
  });

  it('maps companiesObserved: ONLY_OBSERVED true, ONLY_NOT_OBSERVED false, ALL and a bad value no filter', async () => {
    const [klient] = (await t.app.db.execute<{ id: number }>(`select id from users where login = 'klient'`)).rows;
    await t.app.db.insert(companyFollows).values({ userId: Number(klient!.id), companyId: scene.b });
    expect(await partners('&companiesObserved=ONLY_OBSERVED')).toEqual([[scene.b, 1, 1_000_000]]);
    expect(await partners('&companiesObserved=ONLY_NOT_OBSERVED')).toEqual([[scene.a, 2, 3_000_000]]);
    expect(await partners('&companiesObserved=ALL')).toHaveLength(2);
    expect(await partners('&companiesObserved=SOME')).toHaveLength(2);
    const page = companyConnectionsSchema.parse((await get(`/connections?companyId=${scene.f}`)).json());
    expect(page.content.map((c) => c.followed)).toEqual([false, true]);
  });

  it('pages in SQL and links the listed partners that met on the same investment', async () => {
    const res = companyConnectionsSchema.parse((await get(`/connections?companyId=${scene.f}&size=1&page=1`)).json());
    expect(res).toMatchObject({ totalElements: 2, totalPages: 2, page: 1, size: 1 });
    expect(res.content[0]?.company.id).toBe(scene.b);
    const graph = companyConnectionsSchema.parse((await get(`/connections?companyId=${scene.f}&size=40`)).json());
    expect(graph.links).toEqual([
      { source: Math.min(scene.a, scene.b), target: Math.max(scene.a, scene.b), sharedCount: 1 },
    ]);
    expect(graph.content[0]?.industries.map((i) => i.id)).toEqual(expect.arrayContaining([401, 402]));
  });

  it('falls back to the defaults on bad flags and page values', async () => {
    const bad = await get(
      `/connections?companyId=${scene.f}&companiesWithArchived=yes&investmentsWithArchived=1&size=x&page=-3`,
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ page: 0, size: 20, totalElements: 2 });
  });
});
