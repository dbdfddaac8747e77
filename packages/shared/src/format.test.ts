import { describe, expect, it } from 'vitest';
import { formatCount, formatMillions, formatMillionsOf, formatNumber, formatPln, formatPlnExact } from './format.js';

const NBSP = '\u00a0';

describe('money and numbers in Polish', () => {
  it('every amount says zł and groups every thousand with a non-breaking space, 4-digit numbers too', () => {
    expect(formatMillions(698_500_000)).toBe('698,5 mln zł');
    expect(formatMillions(1_621_500_000)).toBe(`1${NBSP}621,5 mln zł`);
    expect(formatMillions(263_200_000)).toBe('263,2 mln zł');
    expect(formatMillions(999_999)).toBe('< 1 mln zł');
    expect(formatMillionsOf(9.4)).toBe('9,4 mln zł');
    expect(formatPln(92_340_000)).toBe(`92${NBSP}340${NBSP}000 zł`);
    expect(formatPln(1250)).toBe(`1${NBSP}250 zł`);
    expect(formatPlnExact(1234.5)).toBe(`1${NBSP}234,50 zł`);
    expect(formatNumber(1621.55, 1)).toBe(`1${NBSP}621,6`);
    expect(formatCount(9999)).toBe(`9${NBSP}999`);
  });
});
