import {
  idParamsSchema,
  savedInvestmentSearchCreateSchema,
  savedInvestmentSearchesSchema,
  savedInvestmentSearchSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './investment-saved-searches.service.js';

const tags = ['investment search'];

/** Saved investment searches of the user (as the order lists' saved filters, spec platform 7); a full login. */
export const investmentSavedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investments/saved-searches',
    {
      preHandler: guards.fullLogin,
      schema: { tags, response: { 200: savedInvestmentSearchesSchema, ...errorResponses } },
    },
    (request) => listSavedSearches(app, actorOf(request.auth)),
  );
  app.post(
    '/investments/saved-searches',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        body: savedInvestmentSearchCreateSchema,
        response: { 201: savedInvestmentSearchSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await saveSearch(app, actorOf(request.auth), request.body)),
  );
  app.delete(
    '/investments/saved-searches/:id',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await deleteSavedSearch(app, actorOf(request.auth), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
