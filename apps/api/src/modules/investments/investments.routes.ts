import {
  idParamsSchema,
  investmentListQuerySchema,
  investmentPageSchema,
  orderInvestmentSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getInvestment, listInvestments } from './investments.service.js';

const tags = ['investments'];

/** Investments for the order form and the investment page (rules in investments.service.ts). */
export const investmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investments',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        querystring: investmentListQuerySchema,
        response: { 200: investmentPageSchema, ...errorResponses },
      },
    },
    (request) => listInvestments(app, actorOf(request.auth), request.query),
  );

  app.get(
    '/investment/:id',
    {
      preHandler: guards.loggedIn,
      schema: { tags, params: idParamsSchema, response: { 200: orderInvestmentSchema, ...errorResponses } },
    },
    (request) => getInvestment(app, request.params.id),
  );
};
