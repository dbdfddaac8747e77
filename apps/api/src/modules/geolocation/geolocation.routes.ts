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
import { adminLocationRoutes } from './admin-locations.routes.js';
import { autocompleteLocations, findLocationPage } from './geolocation.service.js';

const autocompleteRoute =
  (url: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      url,
      {
        config: { temporaryAccess: temporaryAccess.anonymous },
        schema: {
          tags: ['geolocation'],
          description: 'Pelias-style location autocomplete (localities and voivodeships), diacritic-insensitive.',
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const suggestions = await autocompleteLocations(app.db, request.query);
        reply.header('cache-control', `public, max-age=${CACHE.locationAutocomplete / 1000}`);
        return suggestions;
      },
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
