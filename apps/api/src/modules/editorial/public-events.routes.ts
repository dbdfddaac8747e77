import { conferenceSchema, webinarPageSchema, webinarsQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { temporaryAccess } from '../../plugins/auth.js';
import { publicCache } from '../../plugins/cache-policy.js';
import { getConference, listPublicWebinars } from './public-events.service.js';

const tags = ['editorial'];
// The same for every caller, asked again before each use: a published change shows at once.
const config = { temporaryAccess: temporaryAccess.anonymous, ...publicCache(0) };

/** The public event pages' calls (strona/webinaria, strona/forum-ekspertow): no login needed. */
export const publicEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webinars',
    {
      config,
      schema: {
        tags,
        description: 'Published webinars: upcoming (soonest first) or past (newest first).',
        querystring: webinarsQuerySchema,
        response: { 200: webinarPageSchema, ...errorResponses },
      },
    },
    (request) => listPublicWebinars(app, request.query),
  );
  app.get(
    '/conference',
    {
      config,
      schema: {
        tags,
        description: 'The experts forum: agenda by day and time, speakers, partners by tier.',
        response: { 200: conferenceSchema, ...errorResponses },
      },
    },
    () => getConference(app),
  );
};
