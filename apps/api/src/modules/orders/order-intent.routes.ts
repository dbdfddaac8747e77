import {
  bidIntentSchema,
  intentLinkAnswerSchema,
  intentLinkSchema,
  intentTokenParamsSchema,
  myInvitationSchema,
  orderParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards, temporaryAccess } from '../../plugins/auth.js';
import { answerInvitation, getMyInvitation, readIntentLink, useIntentLink } from './order-intent.service.js';

const tags = ['orders', 'invitations'];

/** The invited company's answer: from the card, or from the e-mail's one-time links. */
export const orderIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invitation/me',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params: orderParamsSchema, response: { 200: myInvitationSchema, ...errorResponses } },
    },
    (request) => getMyInvitation(app, actorOf(request.auth), request.params.id),
  );
  app.put(
    '/orders/:id/invitation/me/intent',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: orderParamsSchema,
        body: bidIntentSchema,
        response: { 200: myInvitationSchema, ...errorResponses },
      },
    },
    (request) => answerInvitation(app, actorOf(request.auth), request.params.id, request.body),
  );
  app.get(
    '/invitation-intents/:token',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: { tags, params: intentTokenParamsSchema, response: { 200: intentLinkSchema, ...errorResponses } },
    },
    (request) => readIntentLink(app, request.params.token),
  );
  app.post(
    '/invitation-intents/:token',
    {
      config: { temporaryAccess: temporaryAccess.anonymous },
      schema: {
        tags,
        params: intentTokenParamsSchema,
        body: intentLinkAnswerSchema,
        response: { 200: myInvitationSchema, ...errorResponses },
      },
    },
    (request) => useIntentLink(app, request.params.token, request.body ?? {}),
  );
};
