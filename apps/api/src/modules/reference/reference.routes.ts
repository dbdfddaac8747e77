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
import { getIndustryTree, getInvestmentLocations, getReferenceLists, getSectorTree } from './reference.service.js';

const maxAge = (ms: number) => `public, max-age=${Math.floor(ms / 1000)}`;

/** v2 reference data: industries (cached 1 hour) and the lists the forms need. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/industries',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags: ['reference'], response: { 200: industryTreeSchema, ...errorResponses } },
    },
    async (_req, reply) => {
      const tree = await getIndustryTree(app);
      reply.header('cache-control', maxAge(CACHE.industries));
      return tree;
    },
  );

  app.get(
    '/reference-lists',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags: ['reference'], response: { 200: referenceListsSchema, ...errorResponses } },
    },
    async (_req, reply) => {
      reply.header('cache-control', maxAge(CACHE.industries));
      return getReferenceLists(app);
    },
  );
};

/** v1 reference data: sectors (cached 5 minutes) and investment locations. */
export const referenceV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sector',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags: ['reference'], response: { 200: sectorTreeSchema, ...errorResponses } },
    },
    async (_req, reply) => {
      const tree = await getSectorTree(app);
      reply.header('cache-control', maxAge(CACHE.sectors));
      return tree;
    },
  );

  app.get(
    '/investment-locations',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags: ['reference'], response: { 200: investmentLocationsSchema, ...errorResponses } },
    },
    async (_req, reply) => {
      reply.header('cache-control', maxAge(CACHE.sectors));
      return getInvestmentLocations(app);
    },
  );
};
