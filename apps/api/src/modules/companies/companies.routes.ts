import { companySearchPageSchema, companySearchQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { findCompanyPage } from './companies.service.js';

/** Company search and autocomplete by name or NIP (logged-in users). */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/companies/search', '/companies/autocomplete']) {
    app.get(
      url,
      {
        preHandler: guards.loggedIn,
        schema: {
          tags: ['companies'],
          querystring: companySearchQuerySchema,
          response: { 200: companySearchPageSchema, ...errorResponses },
        },
      },
      (request) => findCompanyPage(app, request.query),
    );
  }
};
