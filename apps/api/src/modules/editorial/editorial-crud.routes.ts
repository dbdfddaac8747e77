import { idParamsSchema, pageOf } from '@platform/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import type { EditorialTable } from './editorial-crud.queries.js';
import { createEntry, deleteEntry, getEntry, listEntries, updateEntry } from './editorial-crud.service.js';
import type { EditorialResource, PanelQuery } from './editorial-resource.js';

const tags = ['editorial'];
type IdParams = { Params: z.output<typeof idParamsSchema> };

/**
 * The value the route's schema has validated, with that schema's output type. The zod type provider
 * cannot follow a schema whose type is a type parameter, so the panel routes take the query and the
 * body through here, naming the schema that validated them (the app's zod validator compiler).
 */
const validated = <V>(_schema: z.ZodType<V>, value: unknown) => value as V;

/** The five panel calls of one kind under /editorial/{path}: superadmin only, never cached. */
export const editorialCrudRoutes =
  <T extends EditorialTable, W, Q extends PanelQuery, I>(resource: EditorialResource<T, W, Q, I>): FastifyPluginAsync =>
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
      (request) => listEntries(app, resource, validated(resource.querySchema, request.query)),
    );
    app.get<IdParams>(
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
      async (request, reply) =>
        reply.status(201).send(await createEntry(app, resource, validated(resource.writeSchema, request.body))),
    );
    app.put<IdParams>(
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
      (request) => updateEntry(app, resource, request.params.id, validated(resource.writeSchema, request.body)),
    );
    app.delete<IdParams>(
      `${base}/:id`,
      { ...common, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses } } },
      async (request, reply) => {
        await deleteEntry(app, resource, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
