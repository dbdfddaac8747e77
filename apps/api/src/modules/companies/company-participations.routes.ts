import {
  companyIdAltParamsSchema,
  companyParticipationChangeSchema,
  companyParticipationInputSchema,
  companyParticipationPageSchema,
  companyParticipationParamsSchema,
  companyParticipationsQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import {
  createParticipation,
  deleteParticipation,
  listParticipations,
  updateParticipation,
} from './company-participations.service.js';

const tags = ['companies', 'admin'];

/** The admin's 'Inwestycje' dialog of the company edit (spec 6): staff only. */
export const companyParticipationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:companyId/participations',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyIdAltParamsSchema,
        querystring: companyParticipationsQuerySchema,
        response: { 200: companyParticipationPageSchema, ...errorResponses },
      },
    },
    (request) => listParticipations(app, actorOf(request.auth), request.params.companyId, request.query),
  );

  app.post(
    '/companies/:companyId/participations',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyIdAltParamsSchema,
        body: companyParticipationInputSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await createParticipation(app, actorOf(request.auth), request.params.companyId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/companies/:companyId/participations/:investmentId/:industryId',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyParticipationParamsSchema,
        body: companyParticipationChangeSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await updateParticipation(app, actorOf(request.auth), request.params, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/companies/:companyId/participations/:investmentId/:industryId',
    {
      preHandler: guards.admin,
      schema: { tags, params: companyParticipationParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteParticipation(app, actorOf(request.auth), request.params);
      return reply.status(204).send(null);
    },
  );
};
