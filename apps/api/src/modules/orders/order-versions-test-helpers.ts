import { type Order, polishDay } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { Headers } from '../../test/use-test-app.js';
import { orderFormBodyOf, readOrder } from './order-test-helpers.js';

/** Helpers of the 'Zmiany w zleceniu' tests: a day from today, and a save of the editor's form. */
const DAY = 24 * 60 * 60 * 1000;
export const dayFromToday = (days: number) => polishDay(new Date(Date.now() + days * DAY));

/** Saves the order with the changes given, as the editor; answers the response. */
export const changeOrder = async (
  app: FastifyInstance,
  headers: Headers,
  orderId: number,
  changes: (order: Order) => Record<string, unknown>,
) => {
  const order = await readOrder(app, headers, orderId, { editMode: true });
  return app.inject({
    method: 'PUT',
    url: `/api/v2/orders/${orderId}`,
    headers,
    payload: orderFormBodyOf(order, changes(order)),
  });
};
