import { describe, expect, it } from 'vitest';
import { activeFilterCount, listParams } from './list-query';
import { EMPTY_FILTERS, filtersToParams, parseFilters, parsePage } from './list-state';

const ctx = { scope: 'all' as const, subsidized: false, staff: false };

describe('order list state in the address bar (spec 2.5, 9)', () => {
  it('round-trips every filter through the address', () => {
    const filters = {
      ...EMPTY_FILTERS,
      status: ['RELEASED' as const, 'ARCHIVED' as const],
      sort: 'WORK_DATE_NEAREST' as const,
      search: 'szkoła',
      offerFrom: '2026-12-01',
      workTo: '2027-03',
      industryIds: [1702],
      scopes: ['SERVICE' as const],
      locations: [{ kind: 'city' as const, id: 1807, label: 'Warszawa' }],
      distance: 50,
      byIndustries: true,
    };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
    expect(activeFilterCount(filters, ctx)).toBe(6);
  });

  it('the page is 1-based in the address and 0-based in the call; a filter change drops it', () => {
    const params = new URLSearchParams('page=3&industries=1702');
    expect(parsePage(params)).toBe(3);
    expect(parsePage(new URLSearchParams('page=abc'))).toBe(1);
    expect(listParams(parseFilters(params), parsePage(params), ctx)).toMatchObject({ page: 2, size: 10 });
    expect(filtersToParams(parseFilters(params)).has('page')).toBe(false);
  });

  it('defaults: all orders RELEASED newest first, own orders RELEASED and PLANNED', () => {
    expect(listParams(EMPTY_FILTERS, 1, ctx)).toMatchObject({
      status: ['RELEASED'],
      sort: 'PUBLISH_DATE_NEWEST',
      page: 0,
    });
    expect(listParams(EMPTY_FILTERS, 1, { ...ctx, scope: 'me' }).status).toEqual(['RELEASED', 'PLANNED']);
  });

  it('subsidised clients: industry filter on and nearest work date by default', () => {
    expect(listParams(EMPTY_FILTERS, 1, { ...ctx, subsidized: true })).toMatchObject({
      byIndustries: true,
      sort: 'WORK_DATE_NEAREST',
    });
  });

  it('the filters toggle counts the industry filter in effect, also when on by default (spec 6)', () => {
    expect(activeFilterCount(EMPTY_FILTERS, ctx)).toBe(0);
    expect(activeFilterCount(EMPTY_FILTERS, { ...ctx, subsidized: true })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, scopes: ['SERVICE'] }, { ...ctx, subsidized: true })).toBe(2);
    // own orders: not on by default
    expect(activeFilterCount(EMPTY_FILTERS, { ...ctx, scope: 'me', subsidized: true })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, byIndustries: false }, ctx)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, byIndustries: true }, ctx)).toBe(1);
  });

  it('the distance applies only around exactly one city', () => {
    const one = { ...EMPTY_FILTERS, locations: [{ kind: 'city' as const, id: 1, label: 'A' }], distance: 30 };
    expect(listParams(one, 1, ctx).distance).toBe(30);
    const two = { ...one, locations: [...one.locations, { kind: 'city' as const, id: 2, label: 'B' }] };
    expect(listParams(two, 1, ctx).distance).toBeUndefined();
    const province = { ...one, locations: [{ kind: 'province' as const, id: 7, label: 'mazowieckie' }] };
    expect(listParams(province, 1, ctx).distance).toBeUndefined();
  });
});
