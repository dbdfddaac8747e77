import { appConfigSchema, featureFlagsResponseSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, temporaryAccess } from '../../plugins/auth.js';
import { getAppConfig, getFeatureFlags } from './platform.service.js';

/** Feature flags for the current visitor and the public runtime settings of the web app. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feature-flags',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags: ['platform'], response: { 200: featureFlagsResponseSchema } },
    },
    (request) => getFeatureFlags(app.env, currentUser(request)),
  );

  app.get(
    '/app-config',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags: ['platform'], response: { 200: appConfigSchema } },
    },
    () => getAppConfig(app.env),
  );
};
