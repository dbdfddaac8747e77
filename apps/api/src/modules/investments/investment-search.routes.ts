import {
  investmentDistrictsSchema,
  investmentMapPinsQuerySchema,
  investmentMapQuerySchema,
  investmentPinsSchema,
  investmentProvinceCountsSchema,
  investmentSearchPageSchema,
  investmentSearchParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { countSearchByProvince, findSearchPins } from './investment-map.service.js';
import { investmentSavedSearchesRoutes } from './investment-saved-searches.routes.js';
import { listDistricts, searchInvestments } from './investment-search.service.js';

const tags = ['investment search'];
const LENIENT = 'Every parameter is lenient: a malformed value falls back to its default.';

/** The investment search and its map (spec platform 2.3, 2.10's map for investments). */
export const investmentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(investmentSavedSearchesRoutes);
  app.get(
    '/investments/search',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        description: `Investments matching the search, 20 a page (strona is 1-based). ${LENIENT} The free plan gets the count and total value only; a subsidised client the first page.`,
        querystring: investmentSearchParamsSchema,
        response: { 200: investmentSearchPageSchema, ...errorResponses },
      },
    },
    (request) => searchInvestments(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/investments/search/provinces',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        description: `Matches per voivodeship (1-16) and 'other', with their total value. ${LENIENT}`,
        querystring: investmentMapQuerySchema,
        response: { 200: investmentProvinceCountsSchema, ...errorResponses },
      },
    },
    (request) => countSearchByProvince(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/investments/search/pins',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        description:
          'Pins inside bbox=west,south,east,north, one per address listing its investments; more than 2,000 ' +
          'investments are answered as grid clusters. The full plan only.',
        querystring: investmentMapPinsQuerySchema,
        response: { 200: investmentPinsSchema, ...errorResponses },
      },
    },
    (request) => findSearchPins(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/investments/search/districts',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        description: 'Every powiat, for the powiat filter.',
        response: { 200: investmentDistrictsSchema, ...errorResponses },
      },
    },
    () => listDistricts(app),
  );
};
