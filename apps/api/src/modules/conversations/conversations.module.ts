import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onOrderContactsSaved } from '../orders/index.js';
import { conversationRoutes } from './conversation.routes.js';
import { addContactPersonsToThreads } from './conversation-contacts.queries.js';
import { conversationListRoutes } from './conversation-lists.routes.js';

/** Conversations and messages under /api/v2 (issue 14; README.md beside this file). */
export const conversationsModule: FastifyPluginAsyncZod = async (app) => {
  // contact persons added to an order take part in the threads already started
  onOrderContactsSaved(addContactPersonsToThreads);
  await app.register(conversationListRoutes);
  await app.register(conversationRoutes);
};
