import type { OfferTerms } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { findAttachmentsByUuids, requireUploaded } from '../attachments/index.js';
import { declareThreadOffers, openThreadOffers } from '../offers/index.js';
import { recordConversationInteraction, visibleOrder } from '../orders/index.js';
import { canChangeIndustries, mayConverse, situationOf } from './conversation.policy.js';
import {
  findContactPersons,
  findConversationOfCompany,
  findConversationRow,
  findParticipantRow,
  insertConversation,
  insertMessage,
  insertParticipants,
  isContactPerson,
  updateConversationIndustries,
} from './conversation.queries.js';
import { loadWritableConversation } from './conversation-access.js';
import { scheduleUnreadEmails } from './conversation-notifications.js';
import { forgetUnreadCounts } from './conversation-unread.js';

/**
 * Files of a message: uploaded for a conversation (target CONVERSATION) by the author, each once,
 * and arrived in storage. Anything else is refused, so nobody attaches a file they could not read
 * and no message links to a file that is not there.
 */
const checkAttachments = async (app: FastifyInstance, user: ActorUser, uuids: string[]) => {
  const unique = [...new Set(uuids)];
  const rows = await findAttachmentsByUuids(app.db, unique);
  const valid = rows.filter((r) => r.target === 'CONVERSATION' && r.ownerUserId === user.id);
  if (valid.length !== unique.length) throw appError('CONVERSATION_INVALID_ATTACHMENT');
  await requireUploaded(app, valid);
  return unique;
};

const checkIndustries = (orderIndustryIds: readonly number[], wanted: number[]) => {
  const unique = [...new Set(wanted)];
  if (unique.some((id) => !orderIndustryIds.includes(id))) throw appError('CONVERSATION_INVALID_INDUSTRY');
  return unique;
};

/** After a message commits: the counts of everyone in the thread are stale, the e-mail is due later. */
const afterMessage = async (app: FastifyInstance, conversationId: number) => {
  await forgetUnreadCounts(app, conversationId);
  await scheduleUnreadEmails(app, conversationId);
};

/**
 * POST /orders/{id}/conversation: the first message of a contractor about an order (spec 5: text
 * and industries required, only the order's industries). The thread starts with the author and the
 * order's contact persons; the start counts as a conversation interaction of the order.
 */
export const startConversation = async (
  app: FastifyInstance,
  user: ActorUser,
  orderId: number,
  body: { text: string; industryIds: number[]; attachments: string[] },
) => {
  const { order } = await visibleOrder(app, { kind: 'user', user }, orderId);
  const contactPerson = await isContactPerson(app.db, orderId, user.id);
  const existing = user.companyId ? await findConversationOfCompany(app.db, orderId, user.companyId) : null;
  const situation = situationOf({ user, order, contactPerson, thread: existing && { participant: false } });
  if (situation === 'ORDER_ARCHIVED') throw appError('CONVERSATION_ORDER_ARCHIVED');
  if (situation === 'IS_PARTICIPANT' || situation === 'NOT_PARTICIPANT') throw appError('CONVERSATION_ALREADY_STARTED');
  if (situation !== 'CAN_START' || !user.companyId || order.status !== 'RELEASED') {
    throw appError('CONVERSATION_CANNOT_START');
  }
  if (!mayConverse(user)) throw appError('COMPANY_RIGHT_CONVERSATIONS_MISSING');
  const companyId = user.companyId;
  await app.sendLimits.take({ kind: 'message', by: { userId: user.id } });
  const industryIds = checkIndustries(order.industryIds, body.industryIds);
  const uuids = await checkAttachments(app, user, body.attachments);
  const id = await app.db.transaction(async (tx) => {
    const conversation = await insertConversation(tx, { orderId, companyId, industryIds });
    if (!conversation) throw appError('CONVERSATION_ALREADY_STARTED');
    await openThreadOffers(tx, { conversationId: conversation.id, orderId, companyId, industryIds });
    const contacts = await findContactPersons(tx, orderId);
    await insertParticipants(tx, conversation.id, [
      { userId: user.id, companyId },
      ...contacts.map((c) => ({ userId: c.userId, companyId: c.companyId })),
    ]);
    await insertMessage(tx, {
      conversationId: conversation.id,
      authorUserId: user.id,
      authorCompanyId: companyId,
      text: body.text,
      uuids,
    });
    await recordConversationInteraction(tx, orderId, user);
    return conversation.id;
  });
  await afterMessage(app, id);
  return id;
};

/**
 * POST /conversations/{id}/messages: text or attachments (spec 5), refused while the order is
 * archived. A contact person writing joins the thread's participants (their read pointer starts).
 */
export const sendMessage = async (
  app: FastifyInstance,
  user: ActorUser,
  id: number,
  body: { text: string; attachments: string[] },
) => {
  const { conversation, relation } = await loadWritableConversation(app, user, id);
  // each message may e-mail the other side: a burst of them is refused (plugins/send-limits.ts)
  await app.sendLimits.take({ kind: 'message', by: { userId: user.id } });
  const uuids = await checkAttachments(app, user, body.attachments);
  await app.db.transaction(async (tx: DbExecutor) => {
    if (!relation.participant) await insertParticipants(tx, id, [{ userId: user.id, companyId: user.companyId }]);
    await insertMessage(tx, {
      conversationId: id,
      authorUserId: user.id,
      authorCompanyId: user.companyId,
      text: body.text,
      uuids,
    });
    // decision: the requester's answers are not interactions of outsiders with the order
    if (relation.contractorSide) await recordConversationInteraction(tx, conversation.orderId, user);
  });
  await afterMessage(app, id);
};

/**
 * PUT /conversations/{id}/industries: the contractor changes what it declared (the order's
 * industries only) and, for any of them, its price and validity (the offers, spec 2.8).
 */
export const putIndustries = async (
  app: FastifyInstance,
  user: ActorUser,
  id: number,
  body: { industryIds: number[]; terms: OfferTerms[] },
) => {
  const { conversation, order, relation } = await loadWritableConversation(app, user, id);
  if (!canChangeIndustries(relation))
    throw appError(relation.speaksForCompany ? 'CONVERSATION_NOT_PARTICIPANT' : 'COMPANY_RIGHT_CONVERSATIONS_MISSING');
  const industryIds = checkIndustries(order.industryIds, body.industryIds);
  if (body.terms.some((t) => !industryIds.includes(t.industryId))) throw appError('OFFER_TERMS_INDUSTRY');
  await app.db.transaction(async (tx) => {
    await updateConversationIndustries(tx, id, industryIds);
    await declareThreadOffers(
      tx,
      { conversationId: id, orderId: conversation.orderId, companyId: conversation.companyId, industryIds },
      body.terms,
    );
  });
};

/** POST /conversations/{id}/join: a colleague of the contractor company joins its thread. */
export const joinConversation = async (app: FastifyInstance, user: ActorUser, id: number) => {
  const conversation = await findConversationRow(app.db, id);
  if (!conversation) throw appError('CONVERSATION_NOT_FOUND');
  const { order } = await visibleOrder(app, { kind: 'user', user }, conversation.orderId).catch(() => {
    throw appError('CONVERSATION_NOT_FOUND');
  });
  if (user.companyId !== conversation.companyId) throw appError('CONVERSATION_CANNOT_JOIN');
  if (!mayConverse(user)) throw appError('COMPANY_RIGHT_CONVERSATIONS_MISSING');
  if (order.status === 'ARCHIVED') throw appError('CONVERSATION_ORDER_ARCHIVED');
  if (await findParticipantRow(app.db, id, user.id)) throw appError('CONVERSATION_ALREADY_PARTICIPANT');
  await app.db.transaction(async (tx) => {
    await insertParticipants(tx, id, [{ userId: user.id, companyId: user.companyId }]);
    await recordConversationInteraction(tx, conversation.orderId, user);
  });
};
