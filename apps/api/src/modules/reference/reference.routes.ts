import {
  CACHE,
  industryTreeSchema,
  investmentLocationsSchema,
  referenceListsSchema,
  sectorTreeSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { temporaryAccess } from '../../plugins/auth.js';
import { publicCache } from '../../plugins/cache-policy.js';
import { getIndustryTree, getInvestmentLocations, getReferenceLists, getSectorTree } from './reference.service.js';

// The same for every caller: browsers may keep them for the spec's cache times (section 9).
const industriesConfig = { temporaryAccess: temporaryAccess.anonymous, ...publicCache(CACHE.industries / 1000) };
const sectorsConfig = { temporaryAccess: temporaryAccess.anonymous, ...publicCache(CACHE.sectors / 1000) };

/** v2 reference data: industries (cached 1 hour) and the lists the forms need. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/industries',
    {
      config: industriesConfig,
      schema: { tags: ['reference'], response: { 200: industryTreeSchema, ...errorResponses } },
    },
    () => getIndustryTree(app),
  );

  app.get(
    '/reference-lists',
    {
      config: industriesConfig,
      schema: { tags: ['reference'], response: { 200: referenceListsSchema, ...errorResponses } },
    },
    () => getReferenceLists(app),
  );
};

/** v1 reference data: sectors (cached 5 minutes) and investment locations. */
export const referenceV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sector',
    {
      config: sectorsConfig,
      schema: { tags: ['reference'], response: { 200: sectorTreeSchema, ...errorResponses } },
    },
    () => getSectorTree(app),
  );

  app.get(
    '/investment-locations',
    {
      config: sectorsConfig,
      schema: { tags: ['reference'], response: { 200: investmentLocationsSchema, ...errorResponses } },
    },
    () => getInvestmentLocations(app),
  );
};
