import { errorBodySchema, gusCompanySchema, gusQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import type { GusConfig } from './gus.client.js';
import { lookupGusCompany } from './gus.service.js';

export type GusRoutesOptions = { config: () => GusConfig };

/** GET /company/gus?nip (admins): the company data from the GUS REGON register for the edit form. */
export const gusRoutes: FastifyPluginAsyncZod<GusRoutesOptions> = async (app, options) => {
  app.get(
    '/company/gus',
    {
      preHandler: guards.admin,
      schema: {
        tags: ['companies', 'admin'],
        querystring: gusQuerySchema,
        response: { 200: gusCompanySchema, ...errorResponses, 502: errorBodySchema },
      },
    },
    (request) => lookupGusCompany(options.config(), request.query.nip, request.log),
  );
};
