import type { OrderStatistics } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { visibleOrder } from './order-read.service.js';
import { companiesByOrderEvent, countOrderEvents } from './order-statistics.queries.js';

/** Counts for logged-in users; subsidised users get 403 (the browser shows the trial prompt). */
export const getOrderStatistics = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderStatistics> => {
  if (auth.kind !== 'anonymous' && auth.user.isSubsidized) throw appError('ORDER_STATISTICS_TRIAL');
  await visibleOrder(app, auth, orderId);
  return countOrderEvents(app.db, orderId);
};

/** Admins: the companies behind each kind of interaction. */
export const getExtendedOrderStatistics = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  await visibleOrder(app, auth, orderId);
  return companiesByOrderEvent(app.db, orderId);
};
