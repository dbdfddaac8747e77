import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiModule } from '../api-module.js';
import { onOrderContactsSaved } from '../orders/index.js';
import { conversationRoutes } from './conversation.routes.js';
import { addContactPersonsToThreads } from './conversation-contacts.queries.js';
import { conversationListRoutes } from './conversation-lists.routes.js';
import { registerConversationEmails } from './conversation-notifications.js';

/** Conversations and messages under /api/v2 (spec 2.9, 7; README.md and DESIGN.md beside this file). */
const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(conversationListRoutes);
  await app.register(conversationRoutes);
};

/**
 * Conversations under /api/v2; the queue of unread-message e-mails; contact persons added to an
 * order take part in the threads already started (a listener of the orders module).
 */
export const conversationsModule: ApiModule = {
  name: 'conversations',
  setUp: async (app) => {
    onOrderContactsSaved(addContactPersonsToThreads);
    await registerConversationEmails(app);
  },
  routes: [{ prefix: '/api/v2', plugin: conversationsRoutes }],
};
