import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canSeeOrder, findOrderRow, type OrderRow } from '../orders/index.js';
import {
  type ConversationRelation,
  canJoinConversation,
  canReadConversation,
  canWriteConversation,
  relationOf,
} from './conversation.policy.js';
import {
  type ConversationRow,
  findConversationRow,
  findParticipantRow,
  isContactPerson,
} from './conversation.queries.js';

export type ConversationAccess = {
  conversation: ConversationRow;
  order: OrderRow;
  relation: ConversationRelation;
  canWrite: boolean;
};

/**
 * The thread with the caller's relation to it. Unknown threads, threads of removed orders and
 * threads the caller may not read answer 404 'Nie znaleziono konwersacji' (nobody learns a thread
 * exists); a colleague not in the thread gets 403 (the order card told them it exists).
 */
export const loadConversation = async (
  app: FastifyInstance,
  user: ActorUser,
  id: number,
): Promise<ConversationAccess> => {
  const conversation = await findConversationRow(app.db, id);
  if (!conversation) throw appError('CONVERSATION_NOT_FOUND');
  const [order, participant, contactPerson] = await Promise.all([
    findOrderRow(app.db, conversation.orderId),
    findParticipantRow(app.db, id, user.id),
    isContactPerson(app.db, conversation.orderId, user.id),
  ]);
  if (!order || !canSeeOrder({ kind: 'user', user }, order)) throw appError('CONVERSATION_NOT_FOUND');
  const relation = relationOf(user, conversation, { participant: !!participant, contactPerson });
  if (!canReadConversation(relation)) {
    throw canJoinConversation(relation) ? appError('CONVERSATION_NOT_PARTICIPANT') : appError('CONVERSATION_NOT_FOUND');
  }
  return { conversation, order, relation, canWrite: canWriteConversation(relation, order.status) };
};

/** As loadConversation, for a change: refused while the order is archived or to readers who may not write. */
export const loadWritableConversation = async (app: FastifyInstance, user: ActorUser, id: number) => {
  const access = await loadConversation(app, user, id);
  if (access.order.status === 'ARCHIVED') throw appError('CONVERSATION_ORDER_ARCHIVED');
  if (!access.canWrite)
    throw appError(
      access.relation.speaksForCompany ? 'CONVERSATION_NOT_PARTICIPANT' : 'COMPANY_RIGHT_CONVERSATIONS_MISSING',
    );
  return access;
};
