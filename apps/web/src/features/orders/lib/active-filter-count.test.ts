import {
  EMPTY_ORDER_LIST_FILTER,
  filterFromParams,
  filterToListQuery,
  filterToParams,
  pageFromParams,
} from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './active-filter-count';

const ctx = { scope: 'all' as const, subsidized: false, staff: false };

describe('order list state in the address bar (spec 2.5, 9)', () => {
  it('round-trips every filter through the address', () => {
    const filters = {
      ...EMPTY_ORDER_LIST_FILTER,
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
    expect(filterFromParams(filterToParams(filters))).toEqual(filters);
    expect(activeFilterCount(filters, ctx)).toBe(6);
  });

  it('the page is 1-based in the address and 0-based in the call; a filter change drops it', () => {
    const params = new URLSearchParams('page=3&industries=1702');
    expect(pageFromParams(params)).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=abc'))).toBe(1);
    expect(filterToListQuery(filterFromParams(params), pageFromParams(params), ctx)).toMatchObject({
      page: 2,
      size: 10,
    });
    expect(filterToParams(filterFromParams(params)).has('page')).toBe(false);
  });

  it('defaults: all orders RELEASED newest first, own orders RELEASED and PLANNED', () => {
    expect(filterToListQuery(EMPTY_ORDER_LIST_FILTER, 1, ctx)).toMatchObject({
      status: ['RELEASED'],
      sort: 'PUBLISH_DATE_NEWEST',
      page: 0,
    });
    expect(filterToListQuery(EMPTY_ORDER_LIST_FILTER, 1, { ...ctx, scope: 'me' }).status).toEqual([
      'RELEASED',
      'PLANNED',
    ]);
  });

  it('subsidised clients: industry filter on and nearest work date by default', () => {
    expect(filterToListQuery(EMPTY_ORDER_LIST_FILTER, 1, { ...ctx, subsidized: true })).toMatchObject({
      byIndustries: true,
      sort: 'WORK_DATE_NEAREST',
    });
  });

  it('the filters toggle counts the industry filter in effect, also when on by default (spec 6)', () => {
    expect(activeFilterCount(EMPTY_ORDER_LIST_FILTER, ctx)).toBe(0);
    expect(activeFilterCount(EMPTY_ORDER_LIST_FILTER, { ...ctx, subsidized: true })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_ORDER_LIST_FILTER, scopes: ['SERVICE'] }, { ...ctx, subsidized: true })).toBe(
      2,
    );
    // own orders: not on by default
    expect(activeFilterCount(EMPTY_ORDER_LIST_FILTER, { ...ctx, scope: 'me', subsidized: true })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_ORDER_LIST_FILTER, byIndustries: false }, ctx)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_ORDER_LIST_FILTER, byIndustries: true }, ctx)).toBe(1);
  });

  it('the distance applies only around exactly one city', () => {
    const one = { ...EMPTY_ORDER_LIST_FILTER, locations: [{ kind: 'city' as const, id: 1, label: 'A' }], distance: 30 };
    expect(filterToListQuery(one, 1, ctx).distance).toBe(30);
    const two = { ...one, locations: [...one.locations, { kind: 'city' as const, id: 2, label: 'B' }] };
    expect(filterToListQuery(two, 1, ctx).distance).toBeUndefined();
    const province = { ...one, locations: [{ kind: 'province' as const, id: 7, label: 'mazowieckie' }] };
    expect(filterToListQuery(province, 1, ctx).distance).toBeUndefined();
  });
});
