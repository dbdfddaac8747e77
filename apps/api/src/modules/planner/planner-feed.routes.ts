import { plannerFeedParamsSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { readFeed } from './planner-feed.service.js';

/**
 * The iCalendar feed (RFC 5545) a calendar application polls: no login, the random token in the
 * address is the permission (stored hashed; 'Wygeneruj nowy adres' revokes it).
 */
export const plannerFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planner/feed/:token.ics',
    {
      schema: {
        tags: ['planner'],
        params: plannerFeedParamsSchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await readFeed(app, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="planer.ics"')
        .send(body);
    },
  );
};
