import {
  companyBasicsQuerySchema,
  companyBasicsSchema,
  companyIdAltParamsSchema,
  companyIdParamsSchema,
  companyInvestmentsPageSchema,
  companyInvestmentsQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { COMPANY_CACHE_CONTROL } from './company-access.js';
import { getCompanyBasics } from './company-card.service.js';
import { getCompanyInvestments } from './company-investments.service.js';

const tags = ['companies'];

/** The company card: basics (also for visitors, reduced) and the company's investments. */
export const companyCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/basics',
    {
      schema: {
        tags,
        params: companyIdParamsSchema,
        querystring: companyBasicsQuerySchema,
        response: { 200: companyBasicsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const basics = await getCompanyBasics(app, request.params.id, user, request.query.editMode === true);
      reply.header('cache-control', request.query.editMode ? 'no-store' : COMPANY_CACHE_CONTROL);
      return basics;
    },
  );

  app.get(
    '/companies/:companyId/investments',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        params: companyIdAltParamsSchema,
        querystring: companyInvestmentsQuerySchema,
        response: { 200: companyInvestmentsPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await getCompanyInvestments(app, currentUser(request), request.params.companyId, request.query);
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return page;
    },
  );
};
