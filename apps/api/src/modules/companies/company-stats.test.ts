import { comparePolish, districtStatsSchema, statsSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies } from './company-test-helpers.js';

type Row = {
  investment_id: number;
  industry_id: number;
  value: number | null;
  province_id: number | null;
  sector_id: number | null;
  subsector_id: number | null;
  character: string;
  archived: boolean;
  stage_id: number | null;
};

const t = useTestApp({ logins: ['subkonto'] });
const headers = t.headers.subkonto;
let companyId: number;
let rows: Row[];
beforeAll(async () => {
  companyId = (await demoCompanies(t.app)).client;
  const result = await t.app.db.execute<Row>(sql`
    select ic.investment_id, ic.industry_id, i.value_pln::float8 as value, i.province_id, i.sector_id, i.subsector_id,
           i.character, i.archived, i.stage_id
      from investment_companies ic join investments i on i.id = ic.investment_id
     where ic.company_id = ${companyId}`);
  rows = result.rows;
});

/** The hand check: distinct investments grouped in JS. */
const expectedGroups = (key: (r: Row) => string | number | null, list: Row[] = rows) => {
  const byInvestment = new Map(list.map((r) => [r.investment_id, r]));
  const groups = new Map<string, { count: number; value: number }>();
  for (const r of byInvestment.values()) {
    const k = key(r);
    if (k === null) continue;
    const g = groups.get(String(k)) ?? { count: 0, value: 0 };
    g.count += 1;
    g.value += Number(r.value ?? 0);
    groups.set(String(k), g);
  }
  return groups;
};

const get = async (path: string) => {
  const res = await t.app.inject({ url: `/api/v2/companies/${companyId}${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json();
};

const asMap = (stats: { id: number | null; name: string; count: number; value: number }[], byName = false) =>
  new Map(stats.map((s) => [byName ? s.name : String(s.id), { count: s.count, value: s.value }]));

describe('company statistics', () => {
  it('total equals the distinct investments and their value', async () => {
    const total = await get('/numbers/total');
    const all = expectedGroups(() => 'all').get('all');
    expect(total).toEqual({ count: all?.count, value: all?.value });
    expect(total.count).toBeGreaterThan(5);
  });

  it('industries count each work of the company', async () => {
    const body = statsSchema.parse(await get('/numbers/industries'));
    const expected = new Map<string, { count: number; value: number }>();
    for (const r of rows) {
      const g = expected.get(String(r.industry_id)) ?? { count: 0, value: 0 };
      g.count += 1;
      g.value += Number(r.value ?? 0);
      expected.set(String(r.industry_id), g);
    }
    expect(asMap(body.stats)).toEqual(expected);
  });

  it('districts, sectors, subsectors, types, statuses and stages match a hand count', async () => {
    const districts = districtStatsSchema.parse(await get('/numbers/districts'));
    expect(asMap(districts.stats)).toEqual(expectedGroups((r) => r.province_id));
    const sectors = statsSchema.parse(await get('/numbers/sectors'));
    expect(asMap(sectors.stats)).toEqual(expectedGroups((r) => r.sector_id));
    const sector = sectors.stats[0]!.id as number;
    const subsectors = statsSchema.parse(await get(`/numbers/sectors?sector=${sector}`));
    expect(asMap(subsectors.stats)).toEqual(expectedGroups((r) => (r.sector_id === sector ? r.subsector_id : null)));
    const types = statsSchema.parse(await get('/numbers/types'));
    expect(asMap(types.stats, true)).toEqual(expectedGroups((r) => r.character));
    expect(types.stats.find((s) => s.name === 'PUBLIC')?.label ?? 'Publiczne').toBe('Publiczne');
    const archived = (r: Row) => r.archived || r.stage_id === 16;
    const statuses = statsSchema.parse(await get('/numbers/statuses'));
    expect(asMap(statuses.stats, true)).toEqual(expectedGroups((r) => (archived(r) ? 'ARCHIVED' : 'ACTIVE')));
    const stages = statsSchema.parse(await get('/numbers/statuses?status=ACTIVE'));
    expect(asMap(stages.stats)).toEqual(expectedGroups((r) => (archived(r) ? null : r.stage_id)));
  });

  it('sorts by NAME, AMOUNT, VALUE and AVG_VALUE in both directions', async () => {
    const check = async (
      sort: string,
      direction: string,
      pick: (s: { name: string; count: number; value: number; avgValue: number }) => number | string,
    ) => {
      const { stats } = statsSchema.parse(await get(`/numbers/industries?sort=${sort}&direction=${direction}`));
      const values = stats.map(pick);
      const sorted = [...values].sort((a, b) =>
        typeof a === 'string' ? a.localeCompare(String(b)) : (a as number) - (b as number),
      );
      if (direction === 'DESC') sorted.reverse();
      if (sort !== 'NAME') expect(values).toEqual(sorted);
      return stats;
    };
    await check('AMOUNT', 'DESC', (s) => s.count);
    await check('VALUE', 'ASC', (s) => s.value);
    await check('AVG_VALUE', 'DESC', (s) => s.avgValue);
    const byName = await check('NAME', 'ASC', (s) => s.name);
    expect(byName.length).toBeGreaterThan(0);
  });

  it('sorts names in Polish alphabetical order on either database (łódzkie after lubuskie, not last)', async () => {
    const company = await buildCompany(t.app.db);
    for (const place of ['Łódź', 'Zielona Góra', 'Katowice', 'Lublin', 'Kraków'])
      await buildInvestment(t.app.db, { place, participants: [{ companyId: company.id }] });
    const names = async (direction: string) => {
      const url = `/api/v2/companies/${company.id}/numbers/districts?sort=NAME&direction=${direction}`;
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return districtStatsSchema.parse(res.json()).stats.map((s) => s.name);
    };
    const ascending = await names('ASC');
    expect(ascending).toEqual(['lubelskie', 'lubuskie', 'łódzkie', 'małopolskie', 'śląskie']);
    expect(ascending).toEqual([...ascending].sort(comparePolish));
    expect(await names('DESC')).toEqual([...ascending].reverse());
  });

  it('refuses an unknown kind or sort, and needs a login for the tabs', async () => {
    expect((await t.app.inject({ url: `/api/v2/companies/${companyId}/numbers/colours`, headers })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ url: `/api/v2/companies/${companyId}/numbers/types?sort=SIZE`, headers })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `/api/v2/companies/${companyId}/numbers/industries` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v2/companies/${companyId}/numbers/total` })).statusCode).toBe(200);
  });
});
