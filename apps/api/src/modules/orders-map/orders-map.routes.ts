import {
  ordersMapPinsQuerySchema,
  ordersMapPinsSchema,
  ordersMapQuerySchema,
  provinceCountsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { countByProvince, findMapPins } from './orders-map.service.js';

const tags = ['orders-map'];

/** The order map of Poland (spec 2.10, 7 "Order map"): the all-orders list's filters, answered per place. */
export const ordersMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders-map/provinces',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        description: "Orders per voivodeship (1-16) and 'other' for the list filters; cached 10 min per filter.",
        querystring: ordersMapQuerySchema,
        response: { 200: provinceCountsSchema, ...errorResponses },
      },
    },
    (request) => countByProvince(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/orders-map',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        description:
          'Pins (investments with their matching orders) inside bbox=west,south,east,north; more than 2,000 ' +
          'investments are answered as grid clusters (48 x 48 cells at most). Refused on the free plan.',
        querystring: ordersMapPinsQuerySchema,
        response: { 200: ordersMapPinsSchema, ...errorResponses },
      },
    },
    (request) => findMapPins(app, actorOf(request.auth), request.query),
  );
};
