import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { isSubsidizedClient } from '../subsidized-client.js';
import {
  allowedOrderStatuses,
  defaultOrderSort,
  defaultOrderStatuses,
  isSubsidizedLock,
  type OrderListViewer,
} from './list-defaults.js';
import { EMPTY_ORDER_LIST_FILTER, orderListFilterSchema } from './list-filter.js';
import { filterFromParams, filterToParams, pageFromParams, readStoredFilter } from './list-filter-params.js';
import { filterToListQuery } from './list-filter-query.js';

/** One value of every address-bar key, in the order the list screen writes them. */
const EVERY_KEY: [string, string][] = [
  ['status', 'RELEASED,ARCHIVED'],
  ['sort', 'OFFER_DEADLINE_NEAREST'],
  ['q', 'żuraw wieżowy'],
  ['offerFrom', '2026-01-01'],
  ['offerTo', '2026-12-31'],
  ['workFrom', '2026-01'],
  ['workTo', '2027-06'],
  ['industries', '4,101'],
  ['stages', '1,2'],
  ['characters', 'PRIVATE,MIXED'],
  ['sectors', '100,102'],
  ['scopes', 'DELIVERY,SERVICE'],
  ['loc', 'c2000:Warszawa, mazowieckie'],
  ['loc', 'p7:mazowieckie'],
  ['distance', '50'],
  ['byIndustries', 'false'],
  ['hideSeen', 'true'],
];

describe('order list filter in the address bar', () => {
  it('round-trips every key through parse and serialize', () => {
    const params = new URLSearchParams(EVERY_KEY);
    const filter = filterFromParams(params);
    expect(filterToParams(filter).toString()).toBe(params.toString());
    expect(orderListFilterSchema.parse(filter)).toEqual(filter);
    for (const [key, value] of EVERY_KEY) {
      const one = new URLSearchParams([[key, value]]);
      expect(filterToParams(filterFromParams(one)).toString(), key).toBe(one.toString());
    }
    expect(filterFromParams(new URLSearchParams('byIndustries=true')).byIndustries).toBe(true);
  });

  it('drops unknown keys and malformed values instead of failing', () => {
    const junk = new URLSearchParams(
      'status=RELEASED,NOPE&sort=NAME&offerFrom=2026-13-01&workTo=2026&industries=1,x,-2,0,3.5,7&characters=ODD' +
        '&loc=c12&loc=x5:Gdzieś&loc=c0:Zero&loc=p3:opolskie&distance=-4&byIndustries=maybe&page=3&foo=bar',
    );
    expect(filterFromParams(junk)).toEqual({
      ...EMPTY_ORDER_LIST_FILTER,
      status: ['RELEASED'],
      industryIds: [1, 7],
      locations: [{ kind: 'province', id: 3, label: 'opolskie' }],
    });
    expect(filterFromParams(new URLSearchParams())).toEqual(EMPTY_ORDER_LIST_FILTER);
    expect(pageFromParams(junk)).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=0'))).toBe(1);
  });
});

describe('stored saved filters', () => {
  it('loads a filter saved before the schema (the address bar as a record)', () => {
    const old = {
      status: 'RELEASED,PLANNED',
      q: 'dach',
      industries: '4,5',
      loc: ['c2000:Warszawa', 'p7:mazowieckie'],
      byIndustries: 'true',
      junk: { deep: 1 },
    };
    expect(readStoredFilter(old)).toEqual({
      ...EMPTY_ORDER_LIST_FILTER,
      status: ['RELEASED', 'PLANNED'],
      search: 'dach',
      industryIds: [4, 5],
      locations: [
        { kind: 'city', id: 2000, label: 'Warszawa' },
        { kind: 'province', id: 7, label: 'mazowieckie' },
      ],
      byIndustries: true,
    });
    expect(readStoredFilter(null)).toEqual(EMPTY_ORDER_LIST_FILTER);
    expect(readStoredFilter({})).toEqual(EMPTY_ORDER_LIST_FILTER);
  });

  it('loads a filter of the schema as it is', () => {
    const current = { ...EMPTY_ORDER_LIST_FILTER, sort: 'WORK_DATE_NEAREST' as const, stageIds: [3] };
    expect(readStoredFilter(current)).toEqual(current);
  });
});

describe('hide seen invitations', () => {
  it('sends hideSeen on the invitations list only', () => {
    const f = { ...EMPTY_ORDER_LIST_FILTER, hideSeen: true };
    const viewer = (scope: OrderListViewer['scope']): OrderListViewer => ({ scope, subsidized: false, staff: false });
    expect(filterToListQuery(f, 1, viewer('invitations')).hideSeen).toBe(true);
    expect(filterToListQuery(f, 1, viewer('all')).hideSeen).toBeUndefined();
    expect(filterToListQuery(EMPTY_ORDER_LIST_FILTER, 1, viewer('invitations')).hideSeen).toBeUndefined();
  });
});

describe('order list defaults', () => {
  const viewer = (over: Partial<OrderListViewer>): OrderListViewer => ({
    scope: 'all',
    subsidized: false,
    staff: false,
    ...over,
  });

  it('lists released orders, and own released and planned ones, by default', () => {
    expect(defaultOrderStatuses('all')).toEqual(['RELEASED']);
    expect(defaultOrderStatuses('me')).toEqual(['RELEASED', 'PLANNED']);
    expect(allowedOrderStatuses(viewer({}))).toEqual(['RELEASED', 'ARCHIVED']);
    expect(allowedOrderStatuses(viewer({ staff: true }))).toHaveLength(4);
    expect(allowedOrderStatuses(viewer({ scope: 'me' }))).toHaveLength(4);
  });

  it('locks subsidised clients on all orders to their industries, nearest work first', () => {
    expect(isSubsidizedLock(viewer({ subsidized: true }))).toBe(true);
    expect(isSubsidizedLock(viewer({ subsidized: true, scope: 'me' }))).toBe(false);
    expect(defaultOrderSort(viewer({ subsidized: true }))).toBe('WORK_DATE_NEAREST');
    expect(defaultOrderSort(viewer({ subsidized: true, scope: 'me' }))).toBe('PUBLISH_DATE_NEWEST');
    const query = filterToListQuery(EMPTY_ORDER_LIST_FILTER, 1, viewer({ subsidized: true }));
    expect(query).toMatchObject({ status: ['RELEASED'], sort: 'WORK_DATE_NEAREST', byIndustries: true, page: 0 });
    expect(filterToListQuery(EMPTY_ORDER_LIST_FILTER, 2, viewer({})).byIndustries).toBeUndefined();
  });

  it('counts subsidised clients by account type or company, never staff', () => {
    expect(isSubsidizedClient({ accountType: 'SUBSIDIZED_CLIENT', isSubsidized: false })).toBe(true);
    expect(isSubsidizedClient({ accountType: 'CLIENT', isSubsidized: true })).toBe(true);
    expect(isSubsidizedClient({ accountType: 'CLIENT', isSubsidized: false })).toBe(false);
    expect(isSubsidizedClient({ accountType: 'MANAGER', isSubsidized: true })).toBe(false);
  });

  it('holds the search and the locations to what the list query accepts (200 letters, 16 places)', () => {
    const places = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ kind: 'city' as const, id: i + 1, label: `M${i}` }));
    const long = 'ż'.repeat(LIMITS.orderSearchMax + 1);
    expect(orderListFilterSchema.safeParse({ search: long }).success).toBe(false);
    expect(orderListFilterSchema.safeParse({ locations: places(LIMITS.filterLocationsMax + 1) }).success).toBe(false);
    expect(orderListFilterSchema.safeParse({ locations: places(LIMITS.filterLocationsMax) }).success).toBe(true);
    const address = new URLSearchParams({ q: long });
    for (let i = 1; i <= 20; i++) address.append('loc', `c${i}:Miejscowość ${i}`);
    const read = filterFromParams(address);
    expect(read.search).toHaveLength(LIMITS.orderSearchMax);
    expect(read.locations).toHaveLength(LIMITS.filterLocationsMax);
    expect(orderListFilterSchema.safeParse(read).success).toBe(true);
  });
});
