import { accountProfileSchema, accountProfileUpdateSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { getAccountProfile, saveAccountProfile } from './profile.service.js';

const tags = ['users'];

/** 'Moje konto' → 'Dane konta' (spec 6): the caller's own name, position and phone. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/profile',
    { preHandler: guards.fullLogin, schema: { tags, response: { 200: accountProfileSchema, ...errorResponses } } },
    (request) => getAccountProfile(app, request.auth),
  );
  app.put(
    '/users/me/profile',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: accountProfileUpdateSchema, response: { 200: accountProfileSchema, ...errorResponses } },
    },
    (request) => saveAccountProfile(app, request.auth, request.body),
  );
};
