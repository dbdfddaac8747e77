import {
  idParamsSchema,
  userFilterCreateSchema,
  userFilterQuerySchema,
  userFilterSchema,
  userFiltersSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';

import { deleteUserFilter, listUserFilters, saveUserFilter } from './saved-filters.service.js';

const tags = ['saved filters'];

/** Saved filters of the order lists (spec 7 "Saved filters"); a full login is needed. */
export const savedFiltersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-filters',
    {
      preHandler: guards.fullLogin,
      schema: { tags, querystring: userFilterQuerySchema, response: { 200: userFiltersSchema, ...errorResponses } },
    },
    (request) => listUserFilters(app, actorOf(request.auth), request.query.type),
  );
  app.post(
    '/user-filters',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: userFilterCreateSchema, response: { 201: userFilterSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await saveUserFilter(app, actorOf(request.auth), request.body)),
  );
  app.delete(
    '/user-filters/:id',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteUserFilter(app, actorOf(request.auth), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
