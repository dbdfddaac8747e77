import type { OrderDeleteReason, OrderSaved } from '@platform/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { investments, orders } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth.js';
import { canApproveOrder, canDeleteOrder, canEditOrder } from './order.policy.js';
import { findOrderIndustries, findOrderRow } from './order.queries.js';

/** PATCH /orders/{id}/approve: an editor approves an unapproved published or planned order. */
export const approveOrder = async (app: FastifyInstance, auth: AuthContext, orderId: number): Promise<OrderSaved> => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || order.removed) throw appError('ORDER_NOT_FOUND');
  if (!canEditOrder(auth, order)) throw appError('ORDER_NO_PERMISSION_TO_UPDATE');
  if (!canApproveOrder(auth, order)) throw appError('ORDER_NOT_APPROVABLE');
  await app.db.update(orders).set({ isApproved: true, updatedAt: new Date() }).where(eq(orders.id, orderId));
  const [investment] = await app.db
    .select({ id: investments.id, name: investments.name })
    .from(investments)
    .where(eq(investments.id, order.investmentId));
  const industries = await findOrderIndustries(app.db, [orderId]);
  return {
    id: orderId,
    status: order.status,
    isApproved: true,
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
    await app.db.delete(orders).where(eq(orders.id, orderId));
    return { id: orderId, status: order.status, removed: true, deletedReason: null };
  }
  if (!reason) throw appError('ORDER_EMPTY_DELETE_REASON');
  const removed = reason === 'USER_MISTAKE';
  const status = removed ? order.status : 'ARCHIVED';
  await app.db
    .update(orders)
    .set({ status, removed, deletedReason: reason, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  return { id: orderId, status, removed, deletedReason: reason };
};
