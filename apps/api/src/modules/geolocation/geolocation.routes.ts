import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  CACHE,
  locationListQuerySchema,
  locationPageSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';
import { publicCache } from '../../plugins/cache-policy.js';
import { adminLocationRoutes } from './admin-locations.routes.js';
import { autocompleteLocations, findLocationPage } from './geolocation.service.js';

const autocompleteRoute =
  (url: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      url,
      {
        // the same for every caller: browsers keep it for the spec's 5 minutes (section 9)
        config: { temporaryAccess: temporaryAccess.anonymous, ...publicCache(CACHE.locationAutocomplete / 1000) },
        schema: {
          tags: ['geolocation'],
          description: 'Pelias-style location autocomplete (localities and voivodeships), diacritic-insensitive.',
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteResponseSchema, ...errorResponses },
        },
      },
      (request) => autocompleteLocations(app.db, request.query),
    );
  };

export const geolocationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(autocompleteRoute('/geolocation/autocomplete'));
  await app.register(adminLocationRoutes);

  app.get(
    '/geolocation',
    {
      preHandler: guards.superadmin,
      schema: {
        tags: ['geolocation'],
        description: 'Admin location list (superadmin), 20 per page.',
        querystring: locationListQuerySchema,
        response: { 200: locationPageSchema, ...errorResponses },
      },
    },
    (request) => findLocationPage(app.db, request.query),
  );
};
/** The "v1 autocomplete host" of spec 7, served by the same server. */
export const autocompleteHostRoutes = autocompleteRoute('/autocomplete');
