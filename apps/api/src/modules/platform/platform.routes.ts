import { appConfigSchema, evaluateFeatureFlags, featureFlagsResponseSchema, LIMITS } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';

/** Feature flags for the current visitor and the public runtime settings of the web app. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feature-flags',
    { schema: { tags: ['platform'], response: { 200: featureFlagsResponseSchema } } },
    (request) => {
      const user = currentUser(request);
      return {
        environment: app.env.APP_ENV,
        flags: evaluateFeatureFlags({
          environment: app.env.APP_ENV,
          accountType: user?.accountType ?? null,
          now: new Date(),
        }),
      };
    },
  );

  app.get('/app-config', { schema: { tags: ['platform'], response: { 200: appConfigSchema } } }, () => ({
    environment: app.env.APP_ENV,
    mapTileUrl: app.env.MAP_TILE_URL,
    uploadMaxBytes: LIMITS.uploadMaxBytes,
    uploadMaxFiles: app.env.UPLOAD_MAX_FILES_PER_TARGET,
  }));
};
