import {
  extendedOrderStatisticsSchema,
  orderContactsSchema,
  orderIdParamsSchema,
  orderIndustriesSchema,
  orderParamsSchema,
  orderSchema,
  orderStatisticsSchema,
  orderViewQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';

// The e-mailed approval link reads its one order's card, industries and contacts (modules/auth/README.md).
const approvalLink = { temporaryAccess: temporaryAccess.resource('ORDER_EDIT_APPROVAL', 'id') };

import { getOrderCard, getOrderContacts, getOrderIndustries, recordOrderShare } from './order-read.service.js';
import { getExtendedOrderStatistics, getOrderStatistics } from './order-statistics.service.js';

const tags = ['orders'];

/**
 * The order card (anonymous visitors get the UNAUTHENTICATED view), its industries and contacts,
 * sharing, and the interaction statistics of spec 7.
 */
export const orderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id',
    {
      config: approvalLink,
      schema: {
        tags,
        params: orderParamsSchema,
        querystring: orderViewQuerySchema,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    (request) => getOrderCard(app, request.auth, request.params.id, request.query.editMode === true),
  );

  app.get(
    '/orders/:id/industries',
    {
      config: approvalLink,
      schema: { tags, params: orderParamsSchema, response: { 200: orderIndustriesSchema, ...errorResponses } },
    },
    (request) => getOrderIndustries(app, request.auth, request.params.id),
  );

  app.get(
    '/orders/:id/contacts',
    {
      preHandler: guards.loggedIn,
      config: approvalLink,
      schema: { tags, params: orderParamsSchema, response: { 200: orderContactsSchema, ...errorResponses } },
    },
    (request) => getOrderContacts(app, request.auth, request.params.id),
  );

  app.post(
    '/orders/:id/shared',
    { schema: { tags, params: orderParamsSchema, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await recordOrderShare(app, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/report/order-statistics/:orderId',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params: orderIdParamsSchema, response: { 200: orderStatisticsSchema, ...errorResponses } },
    },
    (request) => getOrderStatistics(app, request.auth, request.params.orderId),
  );

  app.get(
    '/report/extended-order-statistics/:orderId',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: orderIdParamsSchema,
        response: { 200: extendedOrderStatisticsSchema, ...errorResponses },
      },
    },
    (request) => getExtendedOrderStatistics(app, request.auth, request.params.orderId),
  );
};
