import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationRoutes } from './conversation.routes.js';
import { conversationListRoutes } from './conversation-lists.routes.js';

/** Conversations and messages under /api/v2 (issue 14; README.md beside this file). */
export const conversationsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(conversationListRoutes);
  await app.register(conversationRoutes);
};
