import type { OrderStatistics } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/auth.js';
import { canSeeOrder } from './order.policy.js';
import { findOrderRow } from './order.queries.js';
import { orderError } from './order-errors.js';
import { companiesByOrderEvent, countOrderEvents } from './order-statistics.queries.js';

const seenOrder = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || !canSeeOrder(auth, order)) throw orderError('ORDER_NOT_FOUND');
  return order;
};

/** Counts for logged-in users; subsidised users get 403 (the browser shows the trial prompt). */
export const getOrderStatistics = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderStatistics> => {
  if (auth.kind !== 'anonymous' && auth.user.isSubsidized) throw orderError('ORDER_STATISTICS_TRIAL');
  await seenOrder(app, auth, orderId);
  return countOrderEvents(app.db, orderId);
};

/** Admins: the companies behind each kind of interaction. */
export const getExtendedOrderStatistics = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  await seenOrder(app, auth, orderId);
  return companiesByOrderEvent(app.db, orderId);
};
