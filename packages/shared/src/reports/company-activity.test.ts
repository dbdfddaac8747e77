import { describe, expect, it } from 'vitest';
import { activityParamsFromSearch, activityParamsToSearch, observedFilter } from './company-activity.js';

const read = (query: string) => activityParamsFromSearch(new URLSearchParams(query));

describe('company-activity parameters (spec 2.8)', () => {
  it('has the table defaults', () => {
    expect(read('')).toEqual({
      companyId: null,
      investmentsWithArchived: false,
      companiesIndustryIds: [],
      companiesObserved: 'ALL',
      companiesWithArchived: false,
      focusConnections: false,
    });
  });

  it('reads the industries as an array, a single value or a comma list, dropping what is not an id', () => {
    expect(read('companiesIndustryIds=7').companiesIndustryIds).toEqual([7]);
    expect(read('companiesIndustryIds=9&companiesIndustryIds=7').companiesIndustryIds).toEqual([7, 9]);
    expect(read('companiesIndustryIds=9,7,,x,0,-2,7').companiesIndustryIds).toEqual([7, 9]);
  });

  it('maps companiesObserved and falls back to ALL', () => {
    expect(observedFilter(read('companiesObserved=ONLY_OBSERVED').companiesObserved)).toBe(true);
    expect(observedFilter(read('companiesObserved=ONLY_NOT_OBSERVED').companiesObserved)).toBe(false);
    expect(observedFilter(read('companiesObserved=ALL').companiesObserved)).toBeNull();
    expect(read('companiesObserved=only_observed').companiesObserved).toBe('ALL');
  });

  it('falls back to the default on a bad id or flag', () => {
    expect(read('companyId=12').companyId).toBe(12);
    for (const bad of ['0', '-1', '1.5', '0x1', 'abc', '99999999999'])
      expect(read(`companyId=${bad}`).companyId).toBeNull();
    expect(read('focusConnections=true&investmentsWithArchived=yes').focusConnections).toBe(true);
    expect(read('investmentsWithArchived=yes').investmentsWithArchived).toBe(false);
  });

  it('writes back only what differs from the defaults', () => {
    const p = read('companyId=5&focusConnections=true&companiesIndustryIds=3,2&companiesObserved=ALL');
    expect(activityParamsToSearch(p)).toEqual({
      companyId: '5',
      focusConnections: 'true',
      companiesIndustryIds: '2,3',
    });
  });
});
