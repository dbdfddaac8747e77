import {
  accountActivationRequestSchema,
  accountActivationSchema,
  activationTokenParamsSchema,
  tokenPairSchema,
  userInvitedSchema,
  userInviteSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';
import { sessionClientOf } from './session-client.js';
import { activateAccount, inviteUser, readActivation } from './user-invite.service.js';

const tags = ['users'];

/** 'Zaproś nowego użytkownika' and the invited user's one-time activation link (spec 7). */
export const userInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/invite',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: userInviteSchema, response: { 201: userInvitedSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await inviteUser(app, request.auth, request.body)),
  );
  app.get(
    '/users/activation/:token',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags,
        params: activationTokenParamsSchema,
        response: { 200: accountActivationSchema, ...errorResponses },
      },
    },
    (request) => readActivation(app, request.params.token),
  );
  app.post(
    '/users/activation/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags,
        params: activationTokenParamsSchema,
        body: accountActivationRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses },
      },
    },
    (request) => activateAccount(app, request.params.token, request.body, sessionClientOf(request)),
  );
};
