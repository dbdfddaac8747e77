import {
  COMPANY_TEXTS,
  companyBasicsQuerySchema,
  companyBasicsSchema,
  companyIdAltParamsSchema,
  companyIdParamsSchema,
  companyInvestmentsPageSchema,
  companyInvestmentsQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { isAdmin, isMemberOf } from './company.policy.js';
import { COMPANY_CACHE_CONTROL, requireViewableCompany } from './company-access.js';
import { getCompanyBasics } from './company-card.service.js';
import { findCompanyInvestments } from './company-investments.queries.js';
import { cachedStats } from './company-stats.cache.js';

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
      const user = currentUser(request);
      const company = await requireViewableCompany(app, request.params.companyId, user);
      // Subsidised users may not open another company's investments (spec 6).
      if (user?.isSubsidized && !isAdmin(user) && !isMemberOf(user, company.id)) {
        throw appError('FORBIDDEN', { message: COMPANY_TEXTS.subscriptionOnly });
      }
      const { page, size, sort } = request.query;
      const { rows, total } = await cachedStats(app, company.id, `investments:${sort}:${page}:${size}`, () =>
        findCompanyInvestments(app.db, company.id, { page, size, sort }),
      );
      reply.header('cache-control', COMPANY_CACHE_CONTROL);
      return toPage(rows, total, page, size);
    },
  );
};
