import {
  additionalBodySchema,
  additionalQuerySchema,
  attachmentPageSchema,
  conversationIdParamsSchema,
  conversationSummaryListSchema,
  idParamsSchema,
  investmentThreadPageSchema,
  listPageQuerySchema,
  orderParamsSchema,
  orderThreadListSchema,
  unreadCountSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import {
  getAdditionalAttachments,
  getConversationAttachments,
  putAdditionalAttachments,
} from './conversation-attachments.service.js';
import { listInvestmentThreads, listOrderConversations, listOrderThreads } from './conversation-lists.service.js';
import { getUnreadCount } from './conversation-unread.js';

const tags = ['conversations'];
const preHandler = guards.fullLogin;

/** The messages area's lists, the unread badge and the attachments panels (spec 2.9, 7). */
export const conversationListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/unread/me',
    {
      preHandler,
      schema: {
        tags,
        description: 'Unread messages of the caller over every conversation; polled every 10 s by every open tab.',
        response: { 200: unreadCountSchema, ...errorResponses },
      },
    },
    // the caller is request.auth (cached); nothing else is read but the count
    (request) => getUnreadCount(app, actorOf(request.auth).id),
  );
  app.get(
    '/conversations/investments',
    {
      preHandler,
      schema: {
        tags,
        querystring: listPageQuerySchema,
        response: { 200: investmentThreadPageSchema, ...errorResponses },
      },
    },
    (request) => listInvestmentThreads(app, actorOf(request.auth), request.query.page),
  );
  app.get(
    '/conversations/investments/:id',
    {
      preHandler,
      schema: { tags, params: idParamsSchema, response: { 200: orderThreadListSchema, ...errorResponses } },
    },
    (request) => listOrderThreads(app, actorOf(request.auth), request.params.id),
  );
  app.get(
    '/conversations/orders/:id',
    {
      preHandler,
      schema: { tags, params: orderParamsSchema, response: { 200: conversationSummaryListSchema, ...errorResponses } },
    },
    (request) => listOrderConversations(app, actorOf(request.auth), request.params.id),
  );
  app.get(
    '/conversations/:id/attachments',
    {
      preHandler,
      schema: {
        tags,
        params: conversationIdParamsSchema,
        querystring: listPageQuerySchema,
        response: { 200: attachmentPageSchema, ...errorResponses },
      },
    },
    (request) => getConversationAttachments(app, actorOf(request.auth), request.params.id, request.query.page),
  );
  app.get(
    '/attachments/additional',
    {
      preHandler,
      schema: {
        tags: [...tags, 'attachments'],
        description: "The caller's company's private files about a conversation, 5 per page.",
        querystring: additionalQuerySchema,
        response: { 200: attachmentPageSchema, ...errorResponses },
      },
    },
    (request) => getAdditionalAttachments(app, actorOf(request.auth), request.query),
  );
  app.put(
    '/attachments/additional',
    {
      preHandler,
      schema: {
        tags: [...tags, 'attachments'],
        description:
          "Replaces the caller's company's private files of a conversation (uploaded with target ADDITIONAL).",
        body: additionalBodySchema,
        response: { 200: attachmentPageSchema, ...errorResponses },
      },
    },
    (request) => putAdditionalAttachments(app, actorOf(request.auth), request.body),
  );
};
