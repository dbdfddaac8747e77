import { accountSessionListSchema, accountSessionParamsSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { endOtherSessions, endSession, listSessions } from './sessions.service.js';

const tags = ['users'];

/** 'Moje konto': the account's open sessions, each ended on its own or all but this one (ASVS 3.3.4). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/sessions',
    { preHandler: guards.fullLogin, schema: { tags, response: { 200: accountSessionListSchema, ...errorResponses } } },
    (request) => listSessions(app, request.auth),
  );
  app.delete(
    '/users/me/sessions/:sessionId',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params: accountSessionParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await endSession(app, request.auth, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/users/me/sessions',
    { preHandler: guards.fullLogin, schema: { tags, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await endOtherSessions(app, request.auth);
      return reply.status(204).send(null);
    },
  );
};
