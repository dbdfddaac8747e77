import {
  myChangedOrdersSchema,
  orderChangeAcknowledgementsSchema,
  orderChangesSchema,
  orderParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import {
  acknowledgeOrderChanges,
  getChangeAcknowledgements,
  getMyChangedOrders,
  getOrderChanges,
} from './order-version-acks.service.js';

const tags = ['orders'];

/** 'Zmiany w zleceniu' (beyond the spec): an order's versions, their acknowledgement per company, the caller's marks. */
export const orderVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/changes/me',
    { preHandler: guards.loggedIn, schema: { tags, response: { 200: myChangedOrdersSchema, ...errorResponses } } },
    (request) => getMyChangedOrders(app, request.auth),
  );
  app.get(
    '/orders/:id/changes',
    {
      preHandler: guards.loggedIn,
      schema: { tags, params: orderParamsSchema, response: { 200: orderChangesSchema, ...errorResponses } },
    },
    (request) => getOrderChanges(app, request.auth, request.params.id),
  );
  app.post(
    '/orders/:id/changes/acknowledgement',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params: orderParamsSchema, response: { 200: orderChangesSchema, ...errorResponses } },
    },
    (request) => acknowledgeOrderChanges(app, request.auth, request.params.id),
  );
  app.get(
    '/orders/:id/changes/acknowledgements',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: orderParamsSchema,
        response: { 200: orderChangeAcknowledgementsSchema, ...errorResponses },
      },
    },
    (request) => getChangeAcknowledgements(app, request.auth, request.params.id),
  );
};
