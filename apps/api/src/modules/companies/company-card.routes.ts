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
import { getCompanyBasics } from './company-card.service.js';
import { getCompanyInvestments } from './company-investments.service.js';

const tags = ['companies'];

/**
 * The company card: basics (also for visitors, reduced) and the company's investments. Both depend on
 * who asks, so they are never stored by the browser (plugins/cache-policy.ts, the default).
 */
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
    (request) => getCompanyBasics(app, request.params.id, currentUser(request), request.query.editMode === true),
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
    (request) => getCompanyInvestments(app, currentUser(request), request.params.companyId, request.query),
  );
};
