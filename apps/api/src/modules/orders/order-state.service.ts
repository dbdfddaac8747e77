import type { OrderDeleteReason, OrderSaved } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canApproveOrder, canDeleteOrder, canEditOrder } from './order.policy.js';
import { findOrderIndustries, findOrderRow } from './order.queries.js';
import { deleteDraftOrder, findInvestmentName, markOrderApproved, markOrderDeleted } from './order-state.queries.js';

/** PATCH /orders/{id}/approve: an editor approves an unapproved published or planned order. */
export const approveOrder = async (app: FastifyInstance, auth: AuthContext, orderId: number): Promise<OrderSaved> => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || order.removed) throw appError('ORDER_NOT_FOUND');
  if (!canEditOrder(auth, order)) throw appError('ORDER_NO_PERMISSION_TO_UPDATE');
  if (!canApproveOrder(auth, order)) throw appError('ORDER_NOT_APPROVABLE');
  await markOrderApproved(app.db, orderId);
  const investment = await findInvestmentName(app.db, order.investmentId);
  const industries = await findOrderIndustries(app.db, [orderId]);
  return {
    id: orderId,
    status: order.status,
    isApproved: true,
    // approving is a state change, not a save of the form: the form's version stays
    version: order.version,
    industries: industries.map((i) => ({ id: i.industryId, name: i.industryName })),
    investment: investment ?? { id: order.investmentId, name: '' },
  };
};

/**
 * PUT /orders/{id}/delete-reason: drafts are deleted directly; USER_MISTAKE removes the order from
 * every list and card; EXPIRED and SCOPE_CHANGE archive it.
 */
export const deleteOrder = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  reason: OrderDeleteReason | null,
) => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || order.removed) throw appError('ORDER_NOT_FOUND');
  if (!canDeleteOrder(auth, order)) throw appError('ORDER_NO_PERMISSION_TO_DELETE');
  if (order.status === 'DRAFT') {
    await deleteDraftOrder(app.db, orderId);
    return { id: orderId, status: order.status, removed: true, deletedReason: null };
  }
  if (!reason) throw appError('ORDER_EMPTY_DELETE_REASON');
  const removed = reason === 'USER_MISTAKE';
  const status = removed ? order.status : 'ARCHIVED';
  await markOrderDeleted(app.db, orderId, { status, removed, deletedReason: reason });
  return { id: orderId, status, removed, deletedReason: reason };
};
