import {
  companyIdParamsSchema,
  followSettingsPatchSchema,
  followSettingsSchema,
  followStatusSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import {
  followCompany,
  getFollowSettings,
  isFollowing,
  patchFollowSettings,
  unfollowCompany,
} from './company-follow.service.js';

const tags = ['companies', 'follow'];
const params = companyIdParamsSchema;

/**
 * Follow a company and its settings (document 2, sections 4, 5, 7): always fresh, never stored by the
 * browser (plugins/cache-policy.ts, the default).
 */
export const companyFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/followers/me',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params, response: { 200: followStatusSchema, ...errorResponses } },
    },
    (request) => isFollowing(app, actorOf(request.auth), request.params.id),
  );
  app.post(
    '/companies/:id/followers',
    { preHandler: guards.fullLogin, schema: { tags, params, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await followCompany(app, actorOf(request.auth), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/companies/:id/followers',
    { preHandler: guards.fullLogin, schema: { tags, params, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await unfollowCompany(app, actorOf(request.auth), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/companies/:id/following-settings',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params, response: { 200: followSettingsSchema, ...errorResponses } },
    },
    (request) => getFollowSettings(app, actorOf(request.auth), request.params.id),
  );
  app.patch(
    '/companies/:id/following-settings',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        body: followSettingsPatchSchema,
        response: { 200: followSettingsSchema, ...errorResponses },
      },
    },
    (request) => patchFollowSettings(app, actorOf(request.auth), request.params.id, request.body),
  );
};
