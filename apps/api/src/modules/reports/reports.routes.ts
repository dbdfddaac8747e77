import {
  clientCoverageQuerySchema,
  clientCoverageSchema,
  investmentsSummaryQuerySchema,
  investmentsSummarySchema,
  marketComparatorQuerySchema,
  marketComparatorSchema,
  reportsStartSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getClientCoverage } from './client-coverage.service.js';
import { getInvestmentsSummary } from './investments-summary.service.js';
import { getMarketComparator } from './market-comparator.service.js';
import { getReportsStart } from './reports-start.service.js';

const tags = ['reports'];
const locked = 'Subsidised users get 403 REPORTS_SUBSCRIPTION_ONLY (document 2, section 6).';

/**
 * Reports and analyses (document 2, section 2.8; the spec shows the pages, these calls are ours).
 * Every parameter falls back to its default when bad, so a shared link always opens a report.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/start',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: `The live figures of /analizy-i-raporty/start (last 12 months). ${locked}`,
        response: { 200: reportsStartSchema, ...errorResponses },
      },
    },
    (request) => getReportsStart(app, actorOf(request.auth)),
  );
  app.get(
    '/reports/investments-summary',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: `Number and value of the investments of a scope by month, voivodeship, sector, stage. ${locked}`,
        querystring: investmentsSummaryQuerySchema,
        response: { 200: investmentsSummarySchema, ...errorResponses },
      },
    },
    (request) => getInvestmentsSummary(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/reports/market-comparator',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: `Scopes side by side over time and the competition per voivodeship × industry. ${locked}`,
        querystring: marketComparatorQuerySchema,
        response: { 200: marketComparatorSchema, ...errorResponses },
      },
    },
    (request) => getMarketComparator(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/reports/client-coverage',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: `Offers of the caller's company's orders against comparable orders. ${locked}`,
        querystring: clientCoverageQuerySchema,
        response: { 200: clientCoverageSchema, ...errorResponses },
      },
    },
    (request) => getClientCoverage(app, actorOf(request.auth), request.query),
  );
};
