import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('joins array values with commas', () => {
    expect(buildQueryString({ industryIds: [1, 2, 3], status: ['RELEASED', 'PLANNED'] })).toBe(
      '?industryIds=1,2,3&status=RELEASED,PLANNED',
    );
  });

  it('drops empty arrays, undefined and null', () => {
    expect(buildQueryString({ a: [], b: undefined, c: null, d: 0, e: false })).toBe('?d=0&e=false');
  });

  it('returns an empty string when nothing is left', () => {
    expect(buildQueryString({ a: [] })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('encodes keys and values but keeps the commas between list items', () => {
    expect(buildQueryString({ 'boundary.country': 'PL', text: 'Łódź Bałuty', ids: ['a b', 'c'] })).toBe(
      '?boundary.country=PL&text=%C5%81%C3%B3d%C5%BA%20Ba%C5%82uty&ids=a%20b,c',
    );
  });
});
