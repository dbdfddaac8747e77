import { emailChangeRequestSchema, emailChangeSchema, emailChangeTokenSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { confirmEmailChange, readEmailChangeLink, requestEmailChange } from './email-change.service.js';

const tags = ['users'];

/** 'Moje konto' → 'Zmień adres e-mail': asked for with the password, confirmed from the new address. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/me/email',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: emailChangeRequestSchema, response: { 202: emailChangeSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(202).send(await requestEmailChange(app, request.auth, request.body)),
  );
  app.get(
    '/users/email-change',
    { schema: { tags, querystring: emailChangeTokenSchema, response: { 200: emailChangeSchema, ...errorResponses } } },
    (request) => readEmailChangeLink(app, request.query.token),
  );
  app.post(
    '/users/email-change',
    { schema: { tags, body: emailChangeTokenSchema, response: { 200: emailChangeSchema, ...errorResponses } } },
    (request) => confirmEmailChange(app, request.body.token),
  );
};
