import { idParamsSchema, pageOf } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { createEntry, deleteEntry, getEntry, listEntries, updateEntry } from './editorial-crud.service.js';
import type { EditorialResource } from './editorial-resource.js';

const tags = ['editorial'];

/** The five panel calls of one kind under /editorial/{path}: superadmin only, never cached. */
export const editorialCrudRoutes =
  (resource: EditorialResource): FastifyPluginAsyncZod =>
  async (app) => {
    const base = `/editorial/${resource.path}`;
    const item = resource.itemSchema;
    const common = { preHandler: guards.superadmin };

    app.get(
      base,
      {
        ...common,
        schema: {
          tags,
          description: `${resource.description}: list (search, filters, 20 per page).`,
          querystring: resource.querySchema,
          response: { 200: pageOf(item), ...errorResponses },
        },
      },
      (request) => listEntries(app, resource, request.query as { page: number; size: number }),
    );
    app.get(
      `${base}/:id`,
      { ...common, schema: { tags, params: idParamsSchema, response: { 200: item, ...errorResponses } } },
      (request) => getEntry(app, resource, request.params.id),
    );
    app.post(
      base,
      {
        ...common,
        schema: { tags, body: resource.writeSchema, response: { 201: item, ...errorResponses } },
      },
      async (request, reply) => reply.status(201).send(await createEntry(app, resource, request.body)),
    );
    app.put(
      `${base}/:id`,
      {
        ...common,
        schema: {
          tags,
          params: idParamsSchema,
          body: resource.writeSchema,
          response: { 200: item, ...errorResponses },
        },
      },
      (request) => updateEntry(app, resource, request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      { ...common, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses } } },
      async (request, reply) => {
        await deleteEntry(app, resource, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
