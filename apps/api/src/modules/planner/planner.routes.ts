import { plannerEventsSchema, plannerFeedSchema, plannerQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { listEvents } from './planner.service.js';
import { getFeed, regenerateFeed, revokeFeed } from './planner-feed.service.js';

const tags = ['planner'];

/** 'Planer' (spec 6 menu): the user's dates and its feed address; the service refuses without PLANNER. */
export const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planner/events',
    {
      preHandler: guards.fullLogin,
      schema: { tags, querystring: plannerQuerySchema, response: { 200: plannerEventsSchema, ...errorResponses } },
    },
    (request) => listEvents(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/planner/feed',
    { preHandler: guards.fullLogin, schema: { tags, response: { 200: plannerFeedSchema, ...errorResponses } } },
    (request) => getFeed(app, actorOf(request.auth)),
  );
  app.post(
    '/planner/feed',
    { preHandler: guards.fullLogin, schema: { tags, response: { 200: plannerFeedSchema, ...errorResponses } } },
    (request) => regenerateFeed(app, actorOf(request.auth)),
  );
  app.delete(
    '/planner/feed',
    { preHandler: guards.fullLogin, schema: { tags, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await revokeFeed(app, actorOf(request.auth));
      return reply.status(204).send(null);
    },
  );
};
