import { lostPriceBands, type MyOffer } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { actorOf } from '../../plugins/auth.js';
import { visibleOrder } from '../orders/index.js';
import { findOwnOffers, findOwnPriceBands } from './my-offer.queries.js';
import { presentOfferTerms } from './offers.presenter.js';

/**
 * GET /orders/{id}/offers/me: the caller's company's own offer on the order and its outcome (the
 * contractor's card); null when it made none. Never another company's price, name or choice.
 */
export const getMyOffer = async (app: FastifyInstance, auth: AuthContext, orderId: number): Promise<MyOffer | null> => {
  await visibleOrder(app, auth, orderId);
  const user = actorOf(auth);
  if (!user.companyId) return null;
  const [rows, bands] = await Promise.all([
    findOwnOffers(app.db, orderId, user.companyId),
    findOwnPriceBands(app.db, orderId, user.companyId),
  ]);
  const first = rows[0];
  if (!first) return null;
  return {
    outcome: first.outcome,
    conversationId: first.conversationId,
    industries: rows.map((r) => ({
      id: r.industryId,
      name: r.industryName,
      ...presentOfferTerms(r),
      isSelected: r.selected,
    })),
    priceBands: lostPriceBands(bands),
  };
};
