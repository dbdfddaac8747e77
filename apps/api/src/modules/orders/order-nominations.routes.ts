import {
  nominatedCompaniesPatchSchema,
  nominatedCompaniesQuerySchema,
  nominatedCompanyPageSchema,
  nominationResultSchema,
  orderParamsSchema,
  otherNominatedCompanySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { listNominated, nominateOther, nominateRecommended } from './order-nominations.service.js';

const tags = ['orders', 'invitations'];
const params = orderParamsSchema;

/** Nominated (invited) companies of an order (spec 7): its editors with a full login and staff. */
export const orderNominationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/nominated-companies',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        querystring: nominatedCompaniesQuerySchema,
        response: { 200: nominatedCompanyPageSchema, ...errorResponses },
      },
    },
    (request) => listNominated(app, request.auth, request.params.id, request.query),
  );
  app.patch(
    '/orders/:id/nominated-companies',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        body: nominatedCompaniesPatchSchema,
        response: { 200: nominationResultSchema, ...errorResponses },
      },
    },
    (request) => nominateRecommended(app, request.auth, request.params.id, request.body.companyIds),
  );
  app.patch(
    '/orders/:id/other-nominated-companies',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        body: otherNominatedCompanySchema,
        response: { 200: nominationResultSchema, ...errorResponses },
      },
    },
    (request) => nominateOther(app, request.auth, request.params.id, request.body),
  );
};
