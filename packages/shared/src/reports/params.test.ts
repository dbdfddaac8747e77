import { describe, expect, it } from 'vitest';
import { marketComparatorQuerySchema } from './market-comparator.js';
import { queryRecord } from './params.js';
import { previousPeriod, resolvePeriod } from './period.js';
import { DEFAULT_INVESTMENT_SCOPE, investmentScopeSchema, scopeToQuery } from './scope.js';

const TODAY = new Date('2026-11-28T12:00:00Z');

describe('report parameters (spec 2.8: a bad value falls back to its default)', () => {
  it('reads lists as an array, one value or a comma list, cleaned, de-duplicated and sorted', () => {
    expect(investmentScopeSchema.parse({ provinceIds: ['7', '6,6'] }).provinceIds).toEqual([6, 7]);
    expect(investmentScopeSchema.parse({ provinceIds: '12' }).provinceIds).toEqual([12]);
    expect(investmentScopeSchema.parse({ provinceIds: 'x,17,0,-3,07,5' }).provinceIds).toEqual([5]);
    expect(investmentScopeSchema.parse({ characters: 'PUBLIC,NOPE' }).characters).toEqual(['PUBLIC']);
  });

  it('gives every bad single value its default', () => {
    const parsed = investmentScopeSchema.parse({
      type: 'BOAT',
      valueBand: '1',
      from: '2024-13',
      to: 5,
      investmentsWithArchived: 'yes',
    });
    expect(parsed).toEqual(DEFAULT_INVESTMENT_SCOPE);
    expect(DEFAULT_INVESTMENT_SCOPE.investmentsWithArchived).toBe(false);
  });

  it('writes only what differs from the default, and reads it back the same', () => {
    const scope = investmentScopeSchema.parse({ provinceIds: '7,6', type: 'ROAD', from: '2025-01' });
    const query = scopeToQuery(scope);
    expect(query).toEqual({ provinceIds: '6,7', type: 'ROAD', from: '2025-01' });
    expect(investmentScopeSchema.parse(queryRecord(new URLSearchParams(query)))).toEqual(scope);
  });

  it('keeps two to four comparator scopes, else the default pair', () => {
    expect(marketComparatorQuerySchema.parse({}).scope).toEqual(['7/', '6/']);
    expect(marketComparatorQuerySchema.parse({ scope: ['7/', 'x'] }).scope).toEqual(['7/', '6/']);
    expect(marketComparatorQuerySchema.parse({ scope: ['7,6/3', '/1', '/1'] }).scope).toEqual(['6,7/3', '/1']);
    expect(marketComparatorQuerySchema.parse({ scope: ['1/', '2/', '3/', '4/', '5/'] }).scope).toHaveLength(4);
  });

  it('resolves the period: the last 24 months by default, the same length before it for growth', () => {
    expect(resolvePeriod(null, null, TODAY)).toEqual({ from: '2024-12', to: '2026-11', months: 24 });
    expect(resolvePeriod('2026-01', '2025-01', TODAY).months).toBe(24);
    expect(previousPeriod({ from: '2025-01', to: '2025-12', months: 12 })).toEqual({
      from: '2024-01',
      to: '2024-12',
      months: 12,
    });
  });
});
