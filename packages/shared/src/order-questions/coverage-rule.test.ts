import { describe, expect, it } from 'vitest';
import { isCoverageAtRisk, likelyOffers, offerWindowLeft } from './coverage-rule.js';

const thinMarket = { orders: 12, medianOffers: 1 };
const busyMarket = { orders: 40, medianOffers: 5 };

describe('coverage rule', () => {
  it('a fresh order in a busy market with nobody engaged yet is not at risk', () => {
    const likely = likelyOffers({ offered: 0, engaged: 0, open: 0 }, busyMarket, 1);
    expect(likely).toBe(5);
    expect(isCoverageAtRisk(likely)).toBe(false);
  });

  it('the same order with half its window gone and no offers is at risk', () => {
    const likely = likelyOffers({ offered: 0, engaged: 0, open: 0 }, busyMarket, 0.5);
    expect(likely).toBe(2.5);
    expect(isCoverageAtRisk(likely)).toBe(true);
  });

  it('a thin market needs invitations: five open ones and two engaged companies reach 2, still at risk', () => {
    expect(likelyOffers({ offered: 0, engaged: 2, open: 5 }, thinMarket, 1)).toBe(3);
    expect(likelyOffers({ offered: 0, engaged: 2, open: 5 }, thinMarket, 0)).toBe(2);
    expect(isCoverageAtRisk(2)).toBe(true);
  });

  it('three offers made are never at risk', () => {
    expect(isCoverageAtRisk(likelyOffers({ offered: 3, engaged: 0, open: 0 }, thinMarket, 0))).toBe(false);
  });

  it('too few similar orders leave the market out', () => {
    expect(likelyOffers({ offered: 1, engaged: 2, open: 0 }, { orders: 4, medianOffers: 9 }, 1)).toBe(2);
    expect(likelyOffers({ offered: 1, engaged: 2, open: 0 }, { orders: 0, medianOffers: null }, 1)).toBe(2);
  });

  it('offers already made count against the market median, not on top of it', () => {
    expect(likelyOffers({ offered: 2, engaged: 0, open: 0 }, busyMarket, 1)).toBe(5);
  });

  it('the window runs from publication to the end of the deadline day', () => {
    const publishAt = new Date('2026-12-01T00:00:00Z');
    expect(offerWindowLeft(publishAt, '2026-12-10', publishAt)).toBe(1);
    expect(offerWindowLeft(publishAt, '2026-12-10', new Date('2026-12-06T00:00:00Z'))).toBe(0.5);
    expect(offerWindowLeft(publishAt, '2026-12-10', new Date('2026-12-12T00:00:00Z'))).toBe(0);
  });
});
