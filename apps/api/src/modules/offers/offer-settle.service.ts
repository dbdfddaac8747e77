import type { OffersSummary } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { findOrderRow } from '../orders/index.js';
import { markOrderSettled } from './offer-appreciations.queries.js';
import { lockOrder } from './offers.queries.js';
import { loadComparison, loadOffersOrder, summaryOf } from './offers.service.js';

/**
 * PUT /orders/{id}/settle (spec 4 "Settling"): only a published order with a decision in every
 * industry (progress 1, canSettle); it is archived with the reason SETTLED ('Zlecenie zamknięte').
 * Otherwise ORDER_NOT_SETTLEABLE, and the web offers the thanks dialog instead.
 */
export const settleOrder = async (app: FastifyInstance, auth: AuthContext, orderId: number): Promise<OffersSummary> => {
  const order = await loadOffersOrder(app, auth, orderId);
  await app.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const summary = summaryOf(order, await loadComparison(tx, orderId));
    if (!summary.canSettle || !(await markOrderSettled(tx, orderId))) throw appError('ORDER_NOT_SETTLEABLE');
  });
  const settled = await findOrderRow(app.db, orderId);
  return summaryOf(settled ?? order, await loadComparison(app.db, orderId));
};
