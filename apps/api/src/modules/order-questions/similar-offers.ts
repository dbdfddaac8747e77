import type { FastifyInstance } from 'fastify';
import { findSimilarOffers, type SimilarRow } from './coverage.queries.js';

/**
 * decision: what similar orders received changes slowly (12 months of orders whose deadlines have
 * passed), so it is kept 6 hours per voivodeship × industry.
 */
export const SIMILAR_OFFERS_TTL_MS = 6 * 3_600_000;

export const similarOffers = async (
  app: FastifyInstance,
  order: { provinceId: number | null },
  industryId: number,
): Promise<SimilarRow> => {
  if (order.provinceId === null) return { orders: 0, medianOffers: null };
  const provinceId = order.provinceId;
  return app.cache.getOrSet(`coverage:similar:${provinceId}:${industryId}`, SIMILAR_OFFERS_TTL_MS, () =>
    findSimilarOffers(app.db, { provinceId, industryId }),
  );
};
