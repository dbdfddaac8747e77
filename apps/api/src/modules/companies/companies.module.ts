import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesRoutes } from './companies.routes.js';
import { companyCardRoutes } from './company-card.routes.js';
import { companyFollowRoutes } from './company-follow.routes.js';
import { companyStatsRoutes } from './company-stats.routes.js';

/** Company routes under /api/v2: search and autocomplete, and the e-portfolio. */
export const companiesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(companiesRoutes);
  await app.register(companyCardRoutes);
  await app.register(companyStatsRoutes);
  await app.register(companyFollowRoutes);
};
