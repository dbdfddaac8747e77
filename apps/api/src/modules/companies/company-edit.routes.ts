import {
  companyBasicsInputSchema,
  companyBasicsSchema,
  companyIdParamsSchema,
  companyScopeSchema,
  companyScopesInputSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';

import { saveCompanyBasics } from './company-edit.service.js';
import { saveCompanyScopes } from './company-scopes.service.js';

const tags = ['companies', 'company edit'];

/** Company editing: admins, and the company's people holding COMPANY_EDIT (document 2, section 5). */
export const companyEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/companies/:id/basics',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyBasicsInputSchema,
        response: { 200: companyBasicsSchema, ...errorResponses },
      },
    },
    (request) => saveCompanyBasics(app, actorOf(request.auth), request.params.id, request.body),
  );

  app.put(
    '/companies/:id/basics/scopes',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyScopesInputSchema,
        response: { 200: z.array(companyScopeSchema), ...errorResponses },
      },
    },
    (request) => saveCompanyScopes(app, actorOf(request.auth), request.params.id, request.body),
  );
};
