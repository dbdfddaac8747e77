import type { OffersSummary } from '@platform/shared';
import type { OrderRow } from '../orders/index.js';
import type { OfferRow } from './offers.queries.js';

/**
 * Progress (spec 3 "Offers summary"): the share of the order's industries with a decision, a chosen
 * offer or 'bez wskazania'. Settling needs all of them decided on a published order.
 */
export const summarise = (input: {
  order: Pick<OrderRow, 'status' | 'deletedReason'>;
  industryIds: readonly number[];
  rows: readonly OfferRow[];
  withoutIndication: ReadonlySet<number>;
  appreciations: ReadonlySet<string>;
}): OffersSummary => {
  const decided = input.industryIds.filter(
    (id) => input.withoutIndication.has(id) || input.rows.some((r) => r.industry_id === id && r.selected),
  ).length;
  const progress = input.industryIds.length ? decided / input.industryIds.length : 0;
  return {
    progress,
    canSettle: input.order.status === 'RELEASED' && progress === 1,
    appreciationsSent: { toWinners: input.appreciations.has('WINNERS'), toLosers: input.appreciations.has('LOSERS') },
    status: input.order.status as OffersSummary['status'],
    settled: input.order.deletedReason === 'SETTLED',
    offersCount: input.rows.length,
  };
};
