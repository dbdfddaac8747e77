import { myCompanyCardSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getMyCompanyCard } from './my-company-card.service.js';

/** 'Moja firma' (the user menu): the caller's own company card, its plan and what it lacks. */
export const myCompanyCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/mine/card',
    {
      preHandler: guards.fullLogin,
      schema: { tags: ['companies'], response: { 200: myCompanyCardSchema, ...errorResponses } },
    },
    (request) => getMyCompanyCard(app, actorOf(request.auth)),
  );
};
