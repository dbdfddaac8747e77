import {
  companyIdParamsSchema,
  districtStatsSchema,
  investmentSummarySchema,
  statKindSchema,
  statsKindQuerySchema,
  statsSchema,
  statsSortQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { getDistrictStats, getIndustryStats, getInvestmentSummary, getKindStats } from './company-stats.service.js';

const tags = ['companies'];

/**
 * Balance statistics of the company card, computed in SQL (GROUP BY over the company's investments).
 * The investment summary (/numbers/total) is public; the statistics tabs need a login (spec 2.1).
 * What a caller may see depends on who asks, so no answer is stored by the browser (plugins/cache-policy.ts).
 */
export const companyStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/numbers/total',
    { schema: { tags, params: companyIdParamsSchema, response: { 200: investmentSummarySchema, ...errorResponses } } },
    (request) => getInvestmentSummary(app, currentUser(request), request.params.id),
  );

  app.get(
    '/companies/:id/numbers/districts',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        params: companyIdParamsSchema,
        querystring: statsSortQuerySchema,
        response: { 200: districtStatsSchema, ...errorResponses },
      },
    },
    (request) => getDistrictStats(app, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/numbers/industries',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        params: companyIdParamsSchema,
        querystring: statsSortQuerySchema,
        response: { 200: statsSchema, ...errorResponses },
      },
    },
    (request) => getIndustryStats(app, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/companies/:id/numbers/:kind',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        params: companyIdParamsSchema.extend({ kind: statKindSchema }),
        querystring: statsKindQuerySchema,
        response: { 200: statsSchema, ...errorResponses },
      },
    },
    (request) => getKindStats(app, currentUser(request), request.params.id, request.params.kind, request.query),
  );
};
