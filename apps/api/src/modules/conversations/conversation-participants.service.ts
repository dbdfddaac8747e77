import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import {
  countCompanyParticipants,
  deleteParticipant,
  findCompanyUsers,
  findParticipantRow,
  insertParticipants,
  markConversationRead,
} from './conversation.queries.js';
import { loadConversation, loadWritableConversation } from './conversation-access.js';
import { getParticipants } from './conversation-read.service.js';
import { forgetUnreadCount } from './conversation-unread.js';

/**
 * POST /conversations/{id}/participants: people of the caller's own company only (spec 6), active
 * ones; those already in the thread stay as they are.
 */
export const addParticipants = async (app: FastifyInstance, user: ActorUser, id: number, userIds: number[]) => {
  await loadWritableConversation(app, user, id);
  if (!user.companyId) throw appError('CONVERSATION_PARTICIPANT_OTHER_COMPANY');
  const unique = [...new Set(userIds)];
  const people = await findCompanyUsers(app.db, user.companyId, unique);
  if (people.length !== unique.length) throw appError('CONVERSATION_PARTICIPANT_OTHER_COMPANY');
  await insertParticipants(
    app.db,
    id,
    people.map((p) => ({ userId: p.userId, companyId: p.companyId })),
  );
  return getParticipants(app, user, id);
};

/**
 * DELETE /conversations/{id}/participants/{userId}: a person of the caller's own company; the
 * company keeps at least one person in the thread ("removal needs more than one participant").
 */
export const removeParticipant = async (app: FastifyInstance, user: ActorUser, id: number, userId: number) => {
  await loadWritableConversation(app, user, id);
  const row = await findParticipantRow(app.db, id, userId);
  if (!row) throw appError('CONVERSATION_PARTICIPANTS_NOT_FOUND');
  if (!user.companyId || row.companyId !== user.companyId) throw appError('CONVERSATION_PARTICIPANT_OTHER_COMPANY');
  await app.db.transaction(async (tx) => {
    // the count and the delete in one transaction, under a lock on the thread's people of the company
    if ((await countCompanyParticipants(tx, id, user.companyId as number)) <= 1)
      throw appError('CONVERSATION_LAST_PARTICIPANT');
    await deleteParticipant(tx, id, userId);
  });
  await forgetUnreadCount(app, userId);
};

/** PUT /conversations/{id}/read: everything read up to the latest message (also on archived orders). */
export const markRead = async (app: FastifyInstance, user: ActorUser, id: number) => {
  await loadConversation(app, user, id);
  await markConversationRead(app.db, id, user.id);
  await forgetUnreadCount(app, user.id);
};
