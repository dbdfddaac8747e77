import type { OfferDecision, OffersSummary } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { actorOf } from '../../plugins/auth.js';
import { canDecide } from './offer.policy.js';
import {
  clearWithoutIndication,
  companyHasOffers,
  findOffer,
  findWithoutIndication,
  isAnyOfferSelected,
  lockOrder,
  markCompanyOffersRead,
  markWithoutIndication,
  rejectCompanyOffers,
  setOfferSelected,
} from './offers.queries.js';
import { loadComparison, loadOffersOrder, summaryOf } from './offers.service.js';

const decidable = async (app: FastifyInstance, auth: AuthContext, orderId: number, industryId?: number) => {
  const order = await loadOffersOrder(app, auth, orderId);
  if (industryId !== undefined && !order.industryIds.includes(industryId)) throw appError('OFFER_INDUSTRY_NOT_FOUND');
  if (!canDecide(order)) throw appError('OFFER_ORDER_NOT_RELEASED');
  return order;
};

/**
 * PUT .../offers/industries/{industryId}/companies/{companyId}/selected?decision: choose or unchoose a
 * company's offer in an industry. Several companies may be chosen in one industry (an industry is
 * often split: two suppliers, two crews); 'bez wskazania' in the industry refuses a choice.
 */
export const decideOffer = async (
  app: FastifyInstance,
  auth: AuthContext,
  key: { orderId: number; industryId: number; companyId: number },
  decision: OfferDecision,
): Promise<OffersSummary> => {
  const order = await decidable(app, auth, key.orderId, key.industryId);
  const user = actorOf(auth);
  await app.db.transaction(async (tx) => {
    await lockOrder(tx, key.orderId);
    const offer = await findOffer(tx, key.orderId, key.industryId, key.companyId);
    if (!offer) throw appError('ORDER_OFFER_NOT_FOUND');
    if (decision === 'UNSELECT') {
      await setOfferSelected(tx, key, null);
      return;
    }
    if (offer.rejectedAt) throw appError('OFFER_REJECTED');
    if ((await findWithoutIndication(tx, key.orderId)).has(key.industryId))
      throw appError('OFFER_WITHOUT_INDICATION_SET');
    await setOfferSelected(tx, key, user.id);
  });
  return summaryOf(order, await loadComparison(app.db, key.orderId));
};

/**
 * PUT .../offers/industries/{industryId}/without-indication?decision: the requester chooses nobody
 * in an industry. Refused while a company is chosen there (the two exclude each other).
 */
export const decideWithoutIndication = async (
  app: FastifyInstance,
  auth: AuthContext,
  key: { orderId: number; industryId: number },
  decision: OfferDecision,
): Promise<OffersSummary> => {
  const order = await decidable(app, auth, key.orderId, key.industryId);
  const user = actorOf(auth);
  await app.db.transaction(async (tx) => {
    await lockOrder(tx, key.orderId);
    if (decision === 'UNSELECT') {
      await clearWithoutIndication(tx, key.orderId, key.industryId);
      return;
    }
    if (await isAnyOfferSelected(tx, key.orderId, key.industryId)) throw appError('OFFER_COMPANY_SELECTED');
    await markWithoutIndication(tx, key.orderId, key.industryId, user.id);
  });
  return summaryOf(order, await loadComparison(app.db, key.orderId));
};

/**
 * DELETE /orders/{id}/offers/companies/{companyId}: the requester rejects a company's offer. The
 * offer is kept (the thread, prices and notes stay readable), marked rejected, its choices dropped,
 * and it can no longer be chosen; the company learns it only from the thanks to losers.
 */
export const rejectCompany = async (app: FastifyInstance, auth: AuthContext, orderId: number, companyId: number) => {
  await decidable(app, auth, orderId);
  await app.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    if (!(await companyHasOffers(tx, orderId, companyId))) throw appError('ORDER_OFFER_NOT_FOUND');
    await rejectCompanyOffers(tx, orderId, companyId);
  });
};

/** PUT .../offers/companies/{companyId}/industries/read: the requester has looked at the company's offers. */
export const markOffersRead = async (app: FastifyInstance, auth: AuthContext, orderId: number, companyId: number) => {
  await loadOffersOrder(app, auth, orderId);
  if (!(await companyHasOffers(app.db, orderId, companyId))) throw appError('ORDER_OFFER_NOT_FOUND');
  await markCompanyOffersRead(app.db, orderId, companyId);
};
