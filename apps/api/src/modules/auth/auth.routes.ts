import { loginRequestSchema, registerRequestSchema, tokenPairSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { temporaryAccess } from '../../plugins/auth.js';
import { login, logout, refresh, register } from './auth.service.js';
import { sessionClientOf } from './session-client.js';

/** v1 identity calls: login, registration, refresh and logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: { max: app.env.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        temporaryAccess: temporaryAccess.anonymous,
      },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenPairSchema, ...errorResponses } },
    },
    (request) => login(app, request.body, sessionClientOf(request)),
  );

  app.post(
    '/auth/register',
    {
      config: {
        rateLimit: { max: app.env.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' },
        temporaryAccess: temporaryAccess.anonymous,
      },
      schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: tokenPairSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await register(app, request.body, { ...sessionClientOf(request), ip: request.ip })),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        description: 'Rotates the refresh token sent as `Authorization: Bearer <refreshToken>`.',
        response: { 200: tokenPairSchema, ...errorResponses },
      },
    },
    (request) => {
      const header = request.headers.authorization;
      return refresh(app, header?.startsWith('Bearer ') ? header.slice(7).trim() : null, sessionClientOf(request));
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags: ['auth'],
        body: z.object({ refreshToken: z.string().min(1).max(500) }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await logout(app, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};
