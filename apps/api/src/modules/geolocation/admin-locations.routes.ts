import { idParamsSchema, locationSchema, locationWriteSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { changeLocation, createLocation, removeLocation } from './admin-locations.service.js';

const tags = ['geolocation'];

/** Create, update and delete on the admin location list (spec 2.11, 7; superadmin only). */
export const adminLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/geolocation',
    {
      preHandler: guards.superadmin,
      schema: {
        tags,
        description: 'Adds a location; 409 LOCATION_ALREADY_EXISTS for the same name in the same district.',
        body: locationWriteSchema,
        response: { 201: locationSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createLocation(app, request.body)),
  );
  app.put(
    '/geolocation/:id',
    {
      preHandler: guards.superadmin,
      schema: {
        tags,
        params: idParamsSchema,
        body: locationWriteSchema,
        response: { 200: locationSchema, ...errorResponses },
      },
    },
    (request) => changeLocation(app, request.params.id, request.body),
  );
  app.delete(
    '/geolocation/:id',
    {
      preHandler: guards.superadmin,
      schema: {
        tags,
        description: 'Deletes a location; 409 LOCATION_IN_USE while an investment or a company uses it.',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeLocation(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
