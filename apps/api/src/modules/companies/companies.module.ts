import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesRoutes } from './companies.routes.js';

/** Company routes under /api/v2: search and autocomplete, and the e-portfolio. */
export const companiesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(companiesRoutes);
};
