import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiModule } from '../api-module.js';
import type { GusConfig } from '../gus/index.js';
import { gusRoutes } from '../gus/index.js';
import { companiesRoutes as companySearchRoutes } from './companies.routes.js';
import { companiesV1Routes } from './companies-v1.routes.js';
import { companyAdminRoutes } from './company-admin.routes.js';
import { companyCardRoutes } from './company-card.routes.js';
import { companyContactPersonsRoutes } from './company-contact-persons.routes.js';
import { companyEditRoutes } from './company-edit.routes.js';
import { companyFollowRoutes } from './company-follow.routes.js';
import { companyOfferRoutes } from './company-offer.routes.js';
import { companyParticipationsRoutes } from './company-participations.routes.js';
import { companyStatsRoutes } from './company-stats.routes.js';
import { followedCompaniesRoutes } from './followed-companies.routes.js';
import { myCompanyCardRoutes } from './my-company-card.routes.js';

/** GUS REGON settings, read from the app settings on each lookup (tests point them at a stand-in). */
const gusConfig = (env: FastifyInstance['env']): GusConfig => ({
  url: env.GUS_API_URL,
  key: env.GUS_API_KEY,
  timeoutMs: 10_000,
});

/** Company routes under /api/v2: search and autocomplete, and the e-portfolio. */
const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companySearchRoutes);
  await app.register(companyCardRoutes);
  await app.register(companyStatsRoutes);
  await app.register(companyFollowRoutes);
  await app.register(followedCompaniesRoutes);
  await app.register(myCompanyCardRoutes);
  await app.register(companyOfferRoutes);
  await app.register(companyEditRoutes);
  await app.register(companyAdminRoutes);
  await app.register(companyParticipationsRoutes);
  await app.register(companyContactPersonsRoutes);
  await app.register(gusRoutes, { config: () => gusConfig(app.env) });
};

/** Companies: the old contract's company calls under /api/v1, the rest under /api/v2. */
export const companiesModule: ApiModule = {
  name: 'companies',
  routes: [
    { prefix: '/api/v1', plugin: companiesV1Routes },
    { prefix: '/api/v2', plugin: companiesRoutes },
  ],
};
