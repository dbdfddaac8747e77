import { userMeSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';
import { getMe } from './auth.service.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      preHandler: guards.loggedIn,
      config: { temporaryAccess: temporaryAccess.self },
      schema: { tags: ['users'], response: { 200: userMeSchema, ...errorResponses } },
    },
    (request) => {
      if (request.auth.kind === 'anonymous') throw new Error('guarded');
      return getMe(app, request.auth);
    },
  );
};
