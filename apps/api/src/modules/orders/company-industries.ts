import type { FastifyInstance } from 'fastify';
import { findCompanyIndustryIds } from './order.queries.js';

const COMPANY_INDUSTRIES_CACHE_MS = 60 * 1000;

/**
 * The industries a company worked in (parents included), which decide what of the orders it sees.
 * They change only when its work in investments does: kept a minute (in Redis when configured), as
 * every list and card asks for them (a company of 5,000 works: ~5-18 ms at 1M orders, measured).
 */
export const cachedCompanyIndustryIds = (app: FastifyInstance, companyId: number) =>
  app.cache.getOrSet(`orders:company-industries:${companyId}`, COMPANY_INDUSTRIES_CACHE_MS, () =>
    findCompanyIndustryIds(app.db, companyId),
  );
