import { orderCountScopeSchema, orderCountsSchema, orderListQuerySchema, orderPageSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';

import { countOrders, listOrders } from './order-list.service.js';

const tags = ['orders'];

/** All orders, my company's orders and their counts per status (spec 2.5, 6, 9). */
export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = {
    preHandler: guards.loggedIn,
    schema: { tags, querystring: orderListQuerySchema, response: { 200: orderPageSchema, ...errorResponses } },
  };
  app.get('/orders', list, (request) => listOrders(app, actorOf(request.auth), request.query, 'all'));
  app.get('/orders/me', list, (request) => listOrders(app, actorOf(request.auth), request.query, 'me'));
  // orders my company was invited to (spec 2.5, 7), with the same filters and a hide-seen flag
  app.get('/orders/invitations/me', list, (request) =>
    listOrders(app, actorOf(request.auth), request.query, 'invitations'),
  );
  app.get(
    '/orders/count/invitations/me',
    {
      preHandler: guards.loggedIn,
      schema: { tags, querystring: orderListQuerySchema, response: { 200: orderCountsSchema, ...errorResponses } },
    },
    (request) => countOrders(app, actorOf(request.auth), request.query, 'invitations'),
  );
  // orders my company made an offer on (spec 2.5, 7), with the outcome of each
  app.get('/orders/offers/me', list, (request) => listOrders(app, actorOf(request.auth), request.query, 'offers'));
  app.get(
    '/orders/count/offers/me',
    {
      preHandler: guards.loggedIn,
      schema: { tags, querystring: orderListQuerySchema, response: { 200: orderCountsSchema, ...errorResponses } },
    },
    (request) => countOrders(app, actorOf(request.auth), request.query, 'offers'),
  );
  app.get(
    '/orders/count/:scope',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        params: orderCountScopeSchema,
        querystring: orderListQuerySchema,
        response: { 200: orderCountsSchema, ...errorResponses },
      },
    },
    (request) => countOrders(app, actorOf(request.auth), request.query, request.params.scope === 'me' ? 'me' : 'all'),
  );
};
