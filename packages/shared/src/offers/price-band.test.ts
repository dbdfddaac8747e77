import { describe, expect, it } from 'vitest';
import { priceBand, priceBandText, toCents } from './price-band.js';

describe('priceBand', () => {
  it('says lower without a percentage, and puts an equal price in the first band (never the exact price)', () => {
    expect(priceBand(9_000, 10_000)).toEqual({ kind: 'LOWER' });
    expect(priceBand(10_000, 10_000)).toEqual({ kind: 'HIGHER', fromPercent: 0, toPercent: 10 });
  });

  it('puts the band edges in the lower band (10% above is still +0-10%)', () => {
    expect(priceBand(11_000, 10_000)).toEqual({ kind: 'HIGHER', fromPercent: 0, toPercent: 10 });
    expect(priceBand(11_001, 10_000)).toEqual({ kind: 'HIGHER', fromPercent: 10, toPercent: 20 });
    expect(priceBand(15_000, 10_000)).toEqual({ kind: 'HIGHER', fromPercent: 30, toPercent: 50 });
    expect(priceBand(15_001, 10_000)).toEqual({ kind: 'HIGHER', fromPercent: 50, toPercent: null });
  });

  it('needs positive whole grosze', () => {
    expect(() => priceBand(0, 100)).toThrow(RangeError);
    expect(() => priceBand(10.5, 100)).toThrow(RangeError);
  });

  it('words each band as the e-mail says it', () => {
    expect(priceBandText(priceBand(11_500, 10_000))).toBe('w przedziale +10-20% od wybranej oferty');
    expect(priceBandText(priceBand(30_000, 10_000))).toBe('wyższa o ponad 50% od wybranej oferty');
    expect(priceBandText(priceBand(5_000, 10_000))).toBe('niższa od wybranej oferty');
    expect(priceBandText(priceBand(10_000, 10_000))).toBe('w przedziale +0-10% od wybranej oferty');
  });

  it('converts złote to grosze without floating-point drift', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1234.56)).toBe(123_456);
  });
});
