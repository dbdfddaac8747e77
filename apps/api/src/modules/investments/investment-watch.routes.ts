import {
  idParamsSchema,
  investmentFollowBodySchema,
  investmentFollowSchema,
  trackingPageQuerySchema,
  watchedInvestmentPageSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import {
  followInvestment,
  getInvestmentFollow,
  listWatchedInvestments,
  markWatchedInvestmentsSeen,
  unfollowInvestment,
} from './investment-watch.service.js';

const tags = ['investments', 'follow'];
const params = idParamsSchema;

/** 'Obserwuj' on the investment page and 'Obserwowane inwestycje' (spec 2.3): the caller's own follows only. */
export const investmentWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investments/:id/follow',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params, response: { 200: investmentFollowSchema, ...errorResponses } },
    },
    (request) => getInvestmentFollow(app, actorOf(request.auth), request.params.id),
  );
  app.put(
    '/investments/:id/follow',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        body: investmentFollowBodySchema,
        response: { 200: investmentFollowSchema, ...errorResponses },
      },
    },
    (request) => followInvestment(app, actorOf(request.auth), request.params.id, request.body),
  );
  app.delete(
    '/investments/:id/follow',
    { preHandler: guards.fullLogin, schema: { tags, params, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await unfollowInvestment(app, actorOf(request.auth), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/users/me/followed-investments',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: trackingPageQuerySchema,
        response: { 200: watchedInvestmentPageSchema, ...errorResponses },
      },
    },
    (request) => listWatchedInvestments(app, actorOf(request.auth), request.query.page),
  );
  app.post(
    '/users/me/followed-investments/seen',
    { preHandler: guards.fullLogin, schema: { tags, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await markWatchedInvestmentsSeen(app, actorOf(request.auth));
      return reply.status(204).send(null);
    },
  );
};
