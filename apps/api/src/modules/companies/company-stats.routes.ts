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
import { COMPANY_CACHE_CONTROL, requireViewableCompany } from './company-access.js';
import { cachedStats } from './company-stats.cache.js';
import { investmentSummary } from './company-stats.queries.js';
import { getDistrictStats, getIndustryStats, getKindStats } from './company-stats.service.js';

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
      const company = await requireViewableCompany(app, request.params.id, currentUser(request));
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return cachedStats(app, company.id, 'total', () => investmentSummary(app.db, company.id));
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
      const company = await requireViewableCompany(app, request.params.id, currentUser(request));
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return cachedStats(app, company.id, `districts:${JSON.stringify(request.query)}`, () =>
        getDistrictStats(app.db, company.id, request.query),
      );
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
      const company = await requireViewableCompany(app, request.params.id, currentUser(request));
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return cachedStats(app, company.id, `industries:${JSON.stringify(request.query)}`, () =>
        getIndustryStats(app.db, company.id, request.query),
      );
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
      const company = await requireViewableCompany(app, request.params.id, currentUser(request));
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      const { kind } = request.params;
      return cachedStats(app, company.id, `${kind}:${JSON.stringify(request.query)}`, () =>
        getKindStats(app.db, company.id, kind, request.query),
      );
    },
  );
};
