/**
 * The coverage rule: will an industry of a released order likely get fewer than 3 offers?
 * Explained in apps/api/src/modules/order-questions/DESIGN.md ("Coverage rule"); pinned by
 * coverage-rule.test.ts. Pure, so the server decides and the tests check it on fixtures.
 */

/** Fewer likely offers than this in an industry raises the warning. */
export const COVERAGE_TARGET_OFFERS = 3;
/** A company that said 'Złożę ofertę' or opened a conversation in the industry, without an offer yet. */
export const ENGAGED_WEIGHT = 0.5;
/** An invited company that answered 'Jeszcze nie wiem' or has not answered. */
export const OPEN_WEIGHT = 0.2;
/** Fewer similar orders than this make no reliable median: the market part is left out. */
export const SIMILAR_ORDERS_MIN = 5;

/** Companies of one industry, each counted once in the first class it fits. */
export type CoverageCounts = {
  /** companies that made an offer in the industry */
  offered: number;
  /** 'Złożę ofertę' or a conversation declaring the industry, no offer yet */
  engaged: number;
  /** invited, 'Jeszcze nie wiem' or no answer, no conversation */
  open: number;
};

export type SimilarOrders = { orders: number; medianOffers: number | null };

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Offers likely by the deadline: those made, half of the engaged companies, a fifth of the open
 * invitations, and what the market still brings: the part of similar orders' median not yet
 * reached, in proportion to the offer window still ahead (`windowLeft`, 0..1).
 */
export const likelyOffers = (counts: CoverageCounts, similar: SimilarOrders, windowLeft: number): number => {
  const reliable = similar.orders >= SIMILAR_ORDERS_MIN && similar.medianOffers !== null;
  const left = Math.min(1, Math.max(0, windowLeft));
  const market = reliable ? Math.max(0, (similar.medianOffers ?? 0) - counts.offered) * left : 0;
  return round1(counts.offered + ENGAGED_WEIGHT * counts.engaged + OPEN_WEIGHT * counts.open + market);
};

export const isCoverageAtRisk = (likely: number): boolean => likely < COVERAGE_TARGET_OFFERS;

const DAY_MS = 86_400_000;
const dayStart = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);

/**
 * The share of the offer window still ahead: from publication to the end of the deadline's day,
 * 1 at publication, 0 once the deadline has passed.
 */
export const offerWindowLeft = (publishAt: Date, offerDeadlineTo: string, now: Date): number => {
  const end = dayStart(offerDeadlineTo) + DAY_MS;
  const total = end - publishAt.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (end - now.getTime()) / total));
};
