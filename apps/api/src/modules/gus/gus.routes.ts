import { errorBodySchema, gusCompanySchema, gusQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, appError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { findCompanyInGus, type GusConfig } from './gus.client.js';

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
    async (request) => {
      try {
        const company = await findCompanyInGus(options.config(), request.query.nip);
        if (!company) throw appError('GUS_NOT_FOUND');
        return company;
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error }, 'GUS lookup failed');
        throw appError('GUS_ERROR');
      }
    },
  );
};
