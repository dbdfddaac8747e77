import {
  adminCompanyListQuerySchema,
  adminCompanyPageSchema,
  companyIdAltParamsSchema,
  companyIdParamsSchema,
  companyMergeInputSchema,
  companyMergeResultSchema,
  companyUsersQuerySchema,
  companyUsersSchema,
  MESSAGES,
  offerEditGrantSchema,
  pathIdSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getCompanyUsers, getOwnCompanyUsers, grantOfferEdit, listAdminCompanies } from './company-admin.service.js';
import { mergeCompanies } from './company-merge.service.js';

const tags = ['companies', 'admin'];

/** Admin company list, merge, and the users (contact persons) of a company. */
export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        querystring: adminCompanyListQuerySchema,
        response: { 200: adminCompanyPageSchema, ...errorResponses },
      },
    },
    (request) => listAdminCompanies(app, request.query),
  );

  app.post(
    '/companies/:id/merge',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyIdParamsSchema,
        body: companyMergeInputSchema,
        response: { 200: companyMergeResultSchema, ...errorResponses },
      },
    },
    (request) => mergeCompanies(app, actorOf(request.auth), request.params.id, request.body.duplicateCompanyId),
  );

  app.get(
    '/users',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags: ['users'],
        querystring: companyUsersQuerySchema,
        response: { 200: companyUsersSchema, ...errorResponses },
      },
    },
    (request) => getOwnCompanyUsers(app, actorOf(request.auth)),
  );

  app.get(
    '/companies/:companyId/users',
    {
      preHandler: guards.admin,
      schema: { tags, params: companyIdAltParamsSchema, response: { 200: companyUsersSchema, ...errorResponses } },
    },
    (request) => getCompanyUsers(app, request.params.companyId),
  );

  app.put(
    '/companies/:companyId/users/:userId/offer-edit',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyIdAltParamsSchema.extend({ userId: pathIdSchema(MESSAGES.validation) }),
        body: offerEditGrantSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await grantOfferEdit(app, actorOf(request.auth), { ...request.params, granted: request.body.granted });
      return reply.status(204).send(null);
    },
  );
};
