import {
  errorBodySchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  unsubscribeRequestSchema,
  unsubscribeResultSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards, temporaryAccess } from '../../plugins/auth.js';
import { getPreferences, unsubscribe, updatePreferences } from './preferences.service.js';

const tags = ['notifications'];

/** The user's e-mail settings ("Powiadomienia", beyond the spec) and the unsubscribe link of an e-mail. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/notification-preferences',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: 'Per kind of e-mail (critical ones are not listed): at once, in the daily digest, or off.',
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    (request) => getPreferences(app, actorOf(request.auth)),
  );

  app.put(
    '/users/me/notification-preferences',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: 'Changes the given kinds; the answer lists them all.',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    (request) => updatePreferences(app, actorOf(request.auth), request.body),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      // anyone holding the link, without logging in; a link works once (409 again, 410 expired)
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags,
        description: 'Turns off the kind of e-mail named by the signed one-time token of its unsubscribe link.',
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResultSchema, 410: errorBodySchema, ...errorResponses },
      },
    },
    (request) => unsubscribe(app, request.body.token),
  );
};
