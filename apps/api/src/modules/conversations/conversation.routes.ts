import {
  addParticipantsSchema,
  conversationAvailabilitySchema,
  conversationIdParamsSchema,
  conversationIndustriesSchema,
  conversationQuerySchema,
  conversationSchema,
  industriesBodySchema,
  orderParamsSchema,
  participantParamsSchema,
  participantsSchema,
  sendMessageSchema,
  startConversationSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { addParticipants, markRead, removeParticipant } from './conversation-participants.service.js';
import {
  getAvailability,
  getConversation,
  getIndustries,
  getOrderConversation,
  getParticipants,
} from './conversation-read.service.js';
import { joinConversation, putIndustries, sendMessage, startConversation } from './conversation-write.service.js';

const tags = ['conversations'];
const params = conversationIdParamsSchema;
const preHandler = guards.fullLogin;
const noContent = { 204: z.null(), ...errorResponses };

/**
 * One thread and its changes (platform spec 7 "Conversations"). Every call needs a full login
 * (temporary access is refused); who may read and write is in conversation.policy.ts.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/conversation/availability',
    {
      preHandler,
      schema: {
        tags,
        description:
          'The situation of the caller for an order (spec 4) and the colleagues to know of (the spec\'s "can-start check").',
        params: orderParamsSchema,
        response: { 200: conversationAvailabilitySchema, ...errorResponses },
      },
    },
    (request) => getAvailability(app, actorOf(request.auth), request.params.id),
  );
  app.get(
    '/orders/:id/conversation',
    {
      preHandler,
      schema: { tags, params: orderParamsSchema, response: { 200: conversationSchema, ...errorResponses } },
    },
    (request) => getOrderConversation(app, actorOf(request.auth), request.params.id),
  );
  app.post(
    '/orders/:id/conversation',
    {
      preHandler,
      schema: {
        tags,
        params: orderParamsSchema,
        body: startConversationSchema,
        response: { 201: conversationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = actorOf(request.auth);
      const id = await startConversation(app, user, request.params.id, request.body);
      return reply.status(201).send(await getConversation(app, user, id));
    },
  );
  app.get(
    '/conversations/:id',
    {
      preHandler,
      schema: {
        tags,
        params,
        querystring: conversationQuerySchema,
        response: { 200: conversationSchema, ...errorResponses },
      },
    },
    (request) => getConversation(app, actorOf(request.auth), request.params.id, request.query.before),
  );
  app.get(
    '/conversations/:id/industries',
    { preHandler, schema: { tags, params, response: { 200: conversationIndustriesSchema, ...errorResponses } } },
    (request) => getIndustries(app, actorOf(request.auth), request.params.id),
  );
  app.put(
    '/conversations/:id/industries',
    {
      preHandler,
      schema: {
        tags,
        params,
        body: industriesBodySchema,
        response: { 200: conversationIndustriesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = actorOf(request.auth);
      await putIndustries(app, user, request.params.id, request.body);
      return getIndustries(app, user, request.params.id);
    },
  );
  app.get(
    '/conversations/:id/participants',
    { preHandler, schema: { tags, params, response: { 200: participantsSchema, ...errorResponses } } },
    (request) => getParticipants(app, actorOf(request.auth), request.params.id),
  );
  app.post(
    '/conversations/:id/participants',
    {
      preHandler,
      schema: { tags, params, body: addParticipantsSchema, response: { 200: participantsSchema, ...errorResponses } },
    },
    (request) => addParticipants(app, actorOf(request.auth), request.params.id, request.body.userIds),
  );
  app.delete(
    '/conversations/:id/participants/:userId',
    { preHandler, schema: { tags, params: participantParamsSchema, response: noContent } },
    async (request, reply) => {
      await removeParticipant(app, actorOf(request.auth), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/conversations/:id/read',
    { preHandler, schema: { tags, params, response: noContent } },
    async (request, reply) => {
      await markRead(app, actorOf(request.auth), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/conversations/:id/messages',
    {
      preHandler,
      schema: { tags, params, body: sendMessageSchema, response: { 201: conversationSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const user = actorOf(request.auth);
      await sendMessage(app, user, request.params.id, request.body);
      return reply.status(201).send(await getConversation(app, user, request.params.id));
    },
  );
  app.post(
    '/conversations/:id/join',
    { preHandler, schema: { tags, params, response: { 200: conversationSchema, ...errorResponses } } },
    async (request) => {
      const user = actorOf(request.auth);
      await joinConversation(app, user, request.params.id);
      return getConversation(app, user, request.params.id);
    },
  );
};
