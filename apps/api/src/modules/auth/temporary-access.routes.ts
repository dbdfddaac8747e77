import {
  accessTokenSchema,
  idSchema,
  temporaryAccessRequestSchema,
  temporaryAccessVerifySchema,
  temporaryPermissionSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';
import { exchangeTemporaryAccessToken, issueTemporaryAccessLink } from './auth.service.js';

const verifyAnswer = (auth: import('../../lib/actor.js').AuthContext) => ({
  valid: true,
  accessType: auth.kind === 'temporary' ? ('TEMPORARY' as const) : ('AUTOMATIC' as const),
  permissions: auth.kind === 'temporary' ? auth.permissions : [],
});

export const temporaryAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/temporary-access-token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags: ['temporary access'],
        body: temporaryAccessRequestSchema,
        response: { 200: accessTokenSchema, ...errorResponses },
      },
    },
    (request) => exchangeTemporaryAccessToken(app, request.body.token),
  );

  app.post(
    '/admin/temporary-access-links',
    {
      preHandler: guards.admin,
      schema: {
        tags: ['temporary access'],
        description: 'Staff issue a one-time link token for a user with a list of temporary permissions.',
        body: z.object({
          userId: idSchema,
          permissions: z.array(temporaryPermissionSchema).min(1),
          resourceId: idSchema.nullable().default(null),
          ttlMinutes: z
            .number()
            .int()
            .min(1)
            .max(60 * 24 * 30)
            .optional(),
        }),
        response: { 201: z.object({ token: z.string(), expiresAt: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await issueTemporaryAccessLink(app, request.body)),
  );

  app.get(
    '/test/temporary-access-token/verify',
    {
      preHandler: guards.loggedIn,
      config: { temporaryAccess: temporaryAccess.self },
      schema: { tags: ['temporary access'], response: { 200: temporaryAccessVerifySchema, ...errorResponses } },
    },
    (request) => verifyAnswer(request.auth),
  );

  app.get(
    '/test/temporary-access-token/verify-with-permissions',
    {
      preHandler: guards.loggedIn,
      config: { temporaryAccess: temporaryAccess.permissions('TEST_VIEW', 'TEST_CREATE') },
      schema: { tags: ['temporary access'], response: { 200: temporaryAccessVerifySchema, ...errorResponses } },
    },
    (request) => verifyAnswer(request.auth),
  );
};
