import { CONVERSATION_LIMITS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { findParticipants } from './conversation.queries.js';
import { countUnreadMessages } from './conversation-unread.queries.js';

const key = (userId: number) => `conversations:unread:${userId}`;
const TTL_MS = CONVERSATION_LIMITS.unreadCacheSeconds * 1000;

/**
 * GET /conversations/unread/me: every open tab asks every 10 s. The count is one index-only read;
 * it is kept for a few seconds in the shared cache (Redis when configured) so that tabs of one user
 * and instances behind a balancer share it, and dropped when the user's threads change.
 */
export const getUnreadCount = async (app: FastifyInstance, userId: number) => ({
  count: await app.cache.getOrSet(key(userId), TTL_MS, () => countUnreadMessages(app.db, userId)),
});

export const forgetUnreadCount = (app: FastifyInstance, userId: number) => app.cache.remove(key(userId));

/** After a message: everyone in the thread has a new count. */
export const forgetUnreadCounts = async (app: FastifyInstance, conversationId: number) => {
  const people = await findParticipants(app.db, conversationId);
  await Promise.all(people.map((p) => forgetUnreadCount(app, p.userId)));
};
