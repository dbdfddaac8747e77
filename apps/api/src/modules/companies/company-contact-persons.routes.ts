import {
  companyContactPersonsInputSchema,
  companyContactPersonsSchema,
  companyIdAltParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getContactPersons, saveContactPersons } from './company-contact-persons.service.js';

const tags = ['companies', 'admin'];

/** The admin's 'Osoby kontaktowe' dialog of the company edit (spec 6): staff only. */
export const companyContactPersonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:companyId/contact-persons',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyIdAltParamsSchema,
        response: { 200: companyContactPersonsSchema, ...errorResponses },
      },
    },
    (request) => getContactPersons(app, actorOf(request.auth), request.params.companyId),
  );

  app.put(
    '/companies/:companyId/contact-persons',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyIdAltParamsSchema,
        body: companyContactPersonsInputSchema,
        response: { 200: companyContactPersonsSchema, ...errorResponses },
      },
    },
    (request) => saveContactPersons(app, actorOf(request.auth), request.params.companyId, request.body),
  );
};
