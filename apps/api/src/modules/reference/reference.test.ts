import {
  industryTreeSchema,
  investmentLocationsSchema,
  referenceListsSchema,
  sectorTreeSchema,
} from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

describe('reference data', () => {
  it('industries: a tree with keywords, cached for 1 hour', async () => {
    const res = await t.app.inject({ url: '/api/v2/industries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const tree = industryTreeSchema.parse(res.json());
    expect(tree.length).toBeGreaterThan(3);
    const count = (nodes: typeof tree): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(tree)).toBeGreaterThanOrEqual(30);
    expect(tree.some((n) => n.children.length > 0)).toBe(true);
  });

  it('sectors (v1): 1 mieszkaniowe, 2 niemieszkaniowe, 3 inżynieryjne with subsectors, cached 5 minutes', async () => {
    const res = await t.app.inject({ url: '/api/v1/sector' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const tree = sectorTreeSchema.parse(res.json());
    expect(tree.map((s) => [s.id, s.name])).toEqual([
      [1, 'mieszkaniowe'],
      [2, 'niemieszkaniowe'],
      [3, 'inżynieryjne'],
    ]);
    for (const sector of tree) expect(sector.children.length).toBeGreaterThan(0);
  });

  it('investment locations (v1): 16 voivodeships with the cities that have investments', async () => {
    const res = await t.app.inject({ url: '/api/v1/investment-locations' });
    const list = investmentLocationsSchema.parse(res.json());
    expect(list).toHaveLength(16);
    expect(list[0]?.voivodeship).toEqual({ id: 1, name: 'dolnośląskie' });
    expect(list[15]?.voivodeship).toEqual({ id: 16, name: 'zachodniopomorskie' });
    expect(list.reduce((n, v) => n + v.cities.length, 0)).toBeGreaterThan(0);
  });

  it('reference lists: the 16 stages in order, positions ending in inne, units, countries with Poland first', async () => {
    const lists = referenceListsSchema.parse((await t.app.inject({ url: '/api/v2/reference-lists' })).json());
    expect(lists.stages).toHaveLength(16);
    expect(lists.stages[0]).toEqual({ id: 1, name: 'Zapowiedź inwestycji' });
    expect(lists.stages[15]).toEqual({ id: 16, name: 'Inwestycja zarzucona' });
    expect(lists.positions.at(-1)).toBe('inne');
    expect(lists.units).toEqual(['m2', 'm3', 'szt.', 'mb', 'km', 'm', 'kg', 't', 'kpl']);
    expect(lists.countries[0]).toEqual({ code: 'PL', name: 'Polska' });
    expect(lists.countries.length).toBeGreaterThan(30);
    expect(lists.provinces).toHaveLength(16);
    const mazowieckie = lists.provinces.find((p) => p.id === 7)!;
    expect(mazowieckie).toMatchObject({ name: 'mazowieckie', capital: 'Warszawa' });
    expect(mazowieckie.latitude).toBeCloseTo(52.23, 1);
  });
});
