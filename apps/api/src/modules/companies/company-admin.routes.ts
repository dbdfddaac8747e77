import {
  adminCompanyListQuerySchema,
  adminCompanyPageSchema,
  companyIdAltParamsSchema,
  companyIdParamsSchema,
  companyMergeInputSchema,
  companyMergeResultSchema,
  companyUsersQuerySchema,
  companyUsersSchema,
  offerEditGrantSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { canGrantOfferEdit } from './company.policy.js';
import { requireCompany } from './company-access.js';
import { findCompanyUsers, listCompanies, setOfferEditService } from './company-admin.queries.js';
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
    async (request) => {
      const { page, size, search } = request.query;
      const { rows, total } = await listCompanies(app.db, { page, size, search });
      return toPage(rows, total, page, size);
    },
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
    (request) => mergeCompanies(app, request.params.id, request.body.duplicateCompanyId),
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
    async (request) => {
      const user = actorOf(request.auth);
      if (!user.companyId) throw appError('COMPANY_NOT_FOUND');
      return findCompanyUsers(app.db, user.companyId);
    },
  );

  app.get(
    '/companies/:companyId/users',
    {
      preHandler: guards.admin,
      schema: { tags, params: companyIdAltParamsSchema, response: { 200: companyUsersSchema, ...errorResponses } },
    },
    async (request) => findCompanyUsers(app.db, (await requireCompany(app, request.params.companyId)).id),
  );

  app.put(
    '/companies/:companyId/users/:userId/offer-edit',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyIdAltParamsSchema.extend({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: offerEditGrantSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.params;
      if (!canGrantOfferEdit(actorOf(request.auth), companyId)) throw appError('FORBIDDEN');
      if (!(await setOfferEditService(app.db, companyId, userId, request.body.granted))) throw appError('NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};
