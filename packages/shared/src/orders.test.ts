import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_LIST_FILTER,
  filterFromParams,
  jsonByteLength,
  ORDER_MESSAGES,
  orderIdParamsSchema,
  orderParamsSchema,
  USER_FILTER_MAX_BYTES,
  userFilterCreateSchema,
} from './orders.js';

describe('order id in a path', () => {
  it('accepts a positive integer and refuses anything else with the Polish text of the spec', () => {
    expect(orderParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(orderIdParamsSchema.parse({ orderId: '7' })).toEqual({ orderId: 7 });
    for (const id of ['abc', '', '0', '-3', '1.5', '99999999999', 'Infinity']) {
      const result = orderParamsSchema.safeParse({ id });
      expect(result.success, id).toBe(false);
      expect(
        result.error?.issues.map((i) => i.message),
        id,
      ).toEqual([ORDER_MESSAGES.invalidOrderId]);
    }
  });
});

describe('saved filter payload', () => {
  /** The biggest filter the list screen can produce (from the address bar). */
  const biggestScreenFilter = () => filterFromParams(biggestAddressBar());
  const biggestAddressBar = () => {
    const { loc, ...single } = biggestAddressRecord();
    const params = new URLSearchParams(single);
    for (const l of loc) params.append('loc', l);
    return params;
  };
  const biggestAddressRecord = () => ({
    status: 'RELEASED,PLANNED,DRAFT,ARCHIVED',
    sort: 'OFFER_DEADLINE_FARTHEST',
    q: 'ż'.repeat(200),
    offerFrom: '2026-01-01',
    offerTo: '2026-12-31',
    workFrom: '2026-01',
    workTo: '2027-12',
    industries: Array.from({ length: 17 * 12 }, (_, i) => 100 * (1 + Math.floor(i / 12)) + (i % 12) + 1).join(','),
    stages: Array.from({ length: 16 }, (_, i) => i + 1).join(','),
    characters: 'PRIVATE,PUBLIC,MIXED',
    sectors: Array.from({ length: 60 }, (_, i) => 100 + i).join(','),
    scopes: 'DELIVERY,SERVICE,DELIVERY_AND_SERVICE',
    loc: Array.from(
      { length: 16 },
      (_, i) => `c${100_000 + i}:Szczebrzeszyn-Wielkie Przedmieście ${i}, powiat zamojski, województwo lubelskie`,
    ),
    byIndustries: 'true',
  });

  it('accepts every filter the list screen produces', () => {
    const filters = biggestScreenFilter();
    expect(filters.locations).toHaveLength(16);
    expect(jsonByteLength(filters)).toBeLessThan(USER_FILTER_MAX_BYTES / 2);
    expect(userFilterCreateSchema.safeParse({ type: 'ALL', name: 'Wszystko', filters }).success).toBe(true);
  });

  it('refuses a payload over the limit (counted in UTF-8 bytes) with a Polish text', () => {
    const withLabel = (label: string) => ({
      ...EMPTY_ORDER_LIST_FILTER,
      locations: [{ kind: 'city' as const, id: 1, label }],
    });
    const oneLetterSize = jsonByteLength(withLabel('a'));
    const justFits = withLabel('a'.repeat(USER_FILTER_MAX_BYTES - oneLetterSize + 1));
    expect(jsonByteLength(justFits)).toBe(USER_FILTER_MAX_BYTES);
    expect(userFilterCreateSchema.safeParse({ type: 'ALL', name: 'x', filters: justFits }).success).toBe(true);
    const polish = withLabel('ż'.repeat(USER_FILTER_MAX_BYTES / 2));
    const result = userFilterCreateSchema.safeParse({ type: 'MY', name: 'x', filters: polish });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['filters'], message: ORDER_MESSAGES.filterTooLarge });
  });

  it('refuses a filter outside the list filter schema with a Polish text', () => {
    for (const filters of [{ q: 'stary klucz' }, { status: 'RELEASED' }, { industryIds: [0] }, { sort: 'NAME' }]) {
      const result = userFilterCreateSchema.safeParse({ type: 'ALL', name: 'x', filters });
      expect(result.success, JSON.stringify(filters)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ORDER_MESSAGES.filterInvalid);
    }
  });
});
