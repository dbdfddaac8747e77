import {
  cityIndexSchema,
  cityPageSchema,
  citySlugParamsSchema,
  sampleInvestmentsSchema,
  sampleOrdersSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { publicCache } from '../../plugins/cache-policy.js';
import {
  getCityIndex,
  getCityPage,
  getSampleInvestments,
  getSampleOrders,
  PUBLIC_CACHE_SECONDS,
} from './public-investments.service.js';

const tags = ['public-investments'];
// the same answer for every caller, logged in or not
const config = { ...publicCache(PUBLIC_CACHE_SECONDS) };

/** Public, indexable pages of the investment database: cities and samples (no login). */
export const publicInvestmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investment-cities',
    { config, schema: { tags, response: { 200: cityIndexSchema, ...errorResponses } } },
    () => getCityIndex(app),
  );
  app.get(
    '/investment-cities/:slug',
    { config, schema: { tags, params: citySlugParamsSchema, response: { 200: cityPageSchema, ...errorResponses } } },
    (request) => getCityPage(app, request.params.slug),
  );
  app.get(
    '/investment-samples',
    { config, schema: { tags, response: { 200: sampleInvestmentsSchema, ...errorResponses } } },
    () => getSampleInvestments(app),
  );
  app.get(
    '/order-samples',
    { config, schema: { tags, response: { 200: sampleOrdersSchema, ...errorResponses } } },
    () => getSampleOrders(app),
  );
};
