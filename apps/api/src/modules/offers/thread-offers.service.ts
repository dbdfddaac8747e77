import type { OfferTerms, OfferTermsView } from '@platform/shared';
import type { DbExecutor } from '../../db/client.js';
import { findOfferTerms, syncOfferRows, updateOfferTerms } from './offer-terms.queries.js';
import { presentOfferTerms } from './offers.presenter.js';

type Thread = { conversationId: number; orderId: number; companyId: number; industryIds: readonly number[] };

/**
 * The offers of a contractor's thread (spec 4 "Offer selection"): one offer row per industry the
 * thread declares. The offers module alone writes the offers table; a thread calls these in the
 * transaction that starts it or changes its industries.
 */
export const openThreadOffers = (tx: DbExecutor, thread: Thread) => syncOfferRows(tx, thread);

/** The thread's industries changed: rows follow them, then the contractor's price and validity. */
export const declareThreadOffers = async (tx: DbExecutor, thread: Thread, terms: readonly OfferTerms[]) => {
  await syncOfferRows(tx, thread);
  await updateOfferTerms(tx, thread.conversationId, terms);
};

/** The terms given per thread and industry, as answers show them (none given: all empty). */
export const findThreadOfferTerms = async (db: DbExecutor, conversationIds: readonly number[]) => {
  const byThread = await findOfferTerms(db, conversationIds);
  return (conversationId: number, industryId: number): OfferTermsView =>
    presentOfferTerms(byThread.get(conversationId)?.find((t) => t.industryId === industryId));
};
