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
import { COMPANY_CACHE_CONTROL } from './company-access.js';
import { getDistrictStats, getIndustryStats, getInvestmentSummary, getKindStats } from './company-stats.service.js';

const tags = ['companies'];

/**
 * Balance statistics of the company card, computed in SQL (GROUP BY over the company's investments).
 * The investment summary (/numbers/total) is public; the statistics tabs need a login (spec 2.1).
 */
export const companyStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/numbers/total',
    { schema: { tags, params: companyIdParamsSchema, response: { 200: investmentSummarySchema, ...errorResponses } } },
    async (request, reply) => {
      const summary = await getInvestmentSummary(app, currentUser(request), request.params.id);
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return summary;
    },
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
    async (request, reply) => {
      const stats = await getDistrictStats(app, currentUser(request), request.params.id, request.query);
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return stats;
    },
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
    async (request, reply) => {
      const stats = await getIndustryStats(app, currentUser(request), request.params.id, request.query);
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return stats;
    },
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
    async (request, reply) => {
      const stats = await getKindStats(
        app,
        currentUser(request),
        request.params.id,
        request.params.kind,
        request.query,
      );
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return stats;
    },
  );
};
