import { describe, expect, it } from 'vitest';
import { WORKS_COUNT_OPTIONS, WORKS_VALUE_OPTIONS } from './recommendation-ranges';

describe("the finder's ranges (document 2 section 5)", () => {
  it('labels works counts and values in mln and mld', () => {
    expect(WORKS_COUNT_OPTIONS.map((o) => o.label)).toEqual(['1 – 3', '3 – 5', '5 – 10', 'powyżej 10']);
    expect(WORKS_VALUE_OPTIONS.map((o) => o.label)).toEqual([
      'do 7,5 mln',
      '7,5 mln – 15 mln',
      '15 mln – 25 mln',
      '25 mln – 50 mln',
      '50 mln – 100 mln',
      '100 mln – 500 mln',
      '500 mln – 1 mld',
      'powyżej 1 mld',
    ]);
  });
});
