import {
  newPasswordSchema,
  passwordChangeSchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetTokenParamsSchema,
  tokenPairSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';
import {
  changePassword,
  readPasswordResetLink,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.js';
import { sessionClientOf } from './session-client.js';

const tags = ['users'];

/** 'Nie pamiętam hasła' and its one-time link; the password change of 'Moje konto' (ASVS 2.5). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { max: app.env.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.post(
    '/password-reset',
    {
      config: { rateLimit: limit, temporaryAccess: temporaryAccess.anonymous },
      schema: { tags, body: passwordResetRequestSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/password-reset/:token',
    {
      config: { rateLimit: limit, temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags,
        params: passwordResetTokenParamsSchema,
        response: { 200: passwordResetLinkSchema, ...errorResponses },
      },
    },
    (request) => readPasswordResetLink(app, request.params.token),
  );
  app.post(
    '/password-reset/:token',
    {
      config: { rateLimit: limit, temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags,
        params: passwordResetTokenParamsSchema,
        body: newPasswordSchema,
        response: { 200: tokenPairSchema, ...errorResponses },
      },
    },
    (request) => resetPassword(app, request.params.token, request.body, sessionClientOf(request)),
  );
  app.put(
    '/users/me/password',
    {
      preHandler: guards.fullLogin,
      config: { rateLimit: limit },
      schema: { tags, body: passwordChangeSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await changePassword(app, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );
};
