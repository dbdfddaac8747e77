import { CACHE } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { findIndustryTree, findInvestmentLocations, findReferenceLists, findSectorTree } from './reference.queries.js';
import { withIndustryLemmas, withSectorLemmas } from './reference-search.js';

/**
 * Reference data changes only with a deployment's seed, so every list is kept in the app cache;
 * an empty industry or sector tree means the database was not seeded and is answered as 404.
 */
export const getIndustryTree = async (app: FastifyInstance) => {
  const tree = await app.cache.getOrSet('ref:industries', CACHE.industries, async () =>
    withIndustryLemmas(await findIndustryTree(app.db)),
  );
  if (tree.length === 0) throw appError('INDUSTRIES_NOT_FOUND');
  return tree;
};

export const getReferenceLists = (app: FastifyInstance) =>
  app.cache.getOrSet('ref:lists', CACHE.industries, () => findReferenceLists(app.db));

export const getSectorTree = async (app: FastifyInstance) => {
  const tree = await app.cache.getOrSet('ref:sectors', CACHE.sectors, async () =>
    withSectorLemmas(await findSectorTree(app.db)),
  );
  if (tree.length === 0) throw appError('SECTORS_NOT_FOUND');
  return tree;
};

export const getInvestmentLocations = (app: FastifyInstance) =>
  app.cache.getOrSet('ref:investment-locations', CACHE.sectors, () => findInvestmentLocations(app.db));
