import { followedCompaniesQuerySchema, followedCompanyPageSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { listFollowedCompanies, markFollowedCompaniesSeen } from './followed-companies.service.js';

const tags = ['companies', 'follow'];

/** 'Obserwowane firmy' (the user menu; document 2, sections 4, 5): the user's own follows only. */
export const followedCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/followed-companies',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: followedCompaniesQuerySchema,
        response: { 200: followedCompanyPageSchema, ...errorResponses },
      },
    },
    (request) => listFollowedCompanies(app, actorOf(request.auth), request.query.page),
  );
  app.post(
    '/users/me/followed-companies/seen',
    { preHandler: guards.fullLogin, schema: { tags, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await markFollowedCompaniesSeen(app, actorOf(request.auth));
      return reply.status(204).send(null);
    },
  );
};
