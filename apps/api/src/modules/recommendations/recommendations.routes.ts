import { orderParamsSchema, recommendationPageSchema, recommendationQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { findOrderRecommendations, findRecommendations } from './recommendations.service.js';

const tags = ['recommendations'];

/** Recommended companies (spec 7): the finder's and an order's. */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recommendations',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: recommendationQuerySchema,
        response: { 200: recommendationPageSchema, ...errorResponses },
      },
    },
    (request) => findRecommendations(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/orders/:id/recommendations',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: orderParamsSchema,
        querystring: recommendationQuerySchema,
        response: { 200: recommendationPageSchema, ...errorResponses },
      },
    },
    (request) => findOrderRecommendations(app, request.auth, request.params.id, request.query),
  );
};
