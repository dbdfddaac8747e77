import {
  CONVERSATION_LIMITS,
  type Conversation,
  type ConversationAvailability,
  type ConversationMessage,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { findAttachmentsByUuids, presentAttachment } from '../attachments/index.js';
import { findThreadOfferTerms } from '../offers/index.js';
import { visibleOrder } from '../orders/index.js';
import { situationOf } from './conversation.policy.js';
import { isColleague, presentIndustries, presentPerson, presentSummary } from './conversation.presenter.js';
import {
  findContactPersons,
  findConversationOfCompany,
  findMessageAttachmentLinks,
  findMessages,
  findParticipantRow,
  findParticipants,
  isContactPerson,
} from './conversation.queries.js';
import { type ConversationAccess, loadConversation } from './conversation-access.js';
import { findIndustryNames } from './conversation-lists.queries.js';
import { findConversationSummary } from './conversation-summary.queries.js';

/** GET /orders/{id}/conversation/availability: the situation of spec 4 and the colleagues to know of. */
export const getAvailability = async (
  app: FastifyInstance,
  user: ActorUser,
  orderId: number,
): Promise<ConversationAvailability> => {
  const { order, industries } = await visibleOrder(app, { kind: 'user', user }, orderId);
  const orderIndustries = industries.map((i) => ({ id: i.industryId, name: i.industryName }));
  const contactPerson = await isContactPerson(app.db, orderId, user.id);
  const thread = user.companyId ? await findConversationOfCompany(app.db, orderId, user.companyId) : null;
  const participant = thread ? !!(await findParticipantRow(app.db, thread.id, user.id)) : false;
  const situation = situationOf({ user, order, contactPerson, thread: thread && { participant } });
  if (situation === 'NOT_CONTACT_PERSON') {
    const contacts = await findContactPersons(app.db, orderId);
    return {
      situation,
      conversationId: null,
      colleagues: contacts.map((c) => presentPerson(user, c)),
      orderIndustries,
    };
  }
  if (!thread || situation === 'CONTACT_PERSON')
    return { situation, conversationId: null, colleagues: [], orderIndustries };
  const colleagues = (await findParticipants(app.db, thread.id))
    .filter((p) => p.userId !== user.id && isColleague(user, p.companyId))
    .map((p) => presentPerson(user, p));
  return { situation, conversationId: thread.id, colleagues, orderIndustries };
};

const presentMessages = async (
  app: FastifyInstance,
  user: ActorUser,
  conversationId: number,
  rows: Awaited<ReturnType<typeof findMessages>>,
): Promise<ConversationMessage[]> => {
  const links = await findMessageAttachmentLinks(
    app.db,
    conversationId,
    rows.map((r) => r.id),
  );
  const files = await findAttachmentsByUuids(
    app.db,
    links.map((l) => l.uuid),
  );
  const presented = new Map(
    await Promise.all(files.map(async (f) => [f.uuid, await presentAttachment(app.storage, f)] as const)),
  );
  const byMessage = new Map<number, string[]>();
  for (const l of links) byMessage.set(l.messageId, [...(byMessage.get(l.messageId) ?? []), l.uuid]);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    sent: row.createdAt.toISOString(),
    from: {
      userId: row.authorUserId,
      userFirstName: row.firstName ?? '',
      userLastName: row.lastName ?? '',
      position: row.position,
      colleague: isColleague(user, row.authorCompanyId),
    },
    attachments: (byMessage.get(row.id) ?? []).flatMap((uuid) => presented.get(uuid) ?? []),
  }));
};

/** The thread as its reader sees it: the summary, people, the latest page of messages (oldest first). */
export const presentConversation = async (
  app: FastifyInstance,
  user: ActorUser,
  access: ConversationAccess,
  before?: number,
): Promise<Conversation> => {
  const { conversation, order, relation } = access;
  const limit = CONVERSATION_LIMITS.messagesPageSize;
  const orderIndustryIds = order.industryIds;
  const [summary, participants, messageRows] = await Promise.all([
    findConversationSummary(app.db, user.id, conversation.id),
    findParticipants(app.db, conversation.id),
    findMessages(app.db, conversation.id, { before, limit: limit + 1 }),
  ]);
  if (!summary) throw appError('CONVERSATION_NOT_FOUND');
  const names = await findIndustryNames(app.db, [...new Set([...summary.industry_ids, ...orderIndustryIds])]);
  const page = messageRows.slice(0, limit).reverse();
  return {
    ...presentSummary(summary, names),
    orderStatus: order.status,
    requesterCompany: { id: summary.requester_id, name: summary.requester_name, logo: summary.requester_logo },
    orderIndustries: presentIndustries(orderIndustryIds, names),
    participants: participants.map((p) => presentPerson(user, p)),
    messages: await presentMessages(app, user, conversation.id, page),
    hasOlder: messageRows.length > limit,
    canWrite: access.canWrite,
    side: relation.contractorSide
      ? 'CONTRACTOR'
      : relation.participant || relation.contactPerson
        ? 'REQUESTER'
        : 'STAFF',
  };
};

/** GET /conversations/{id}?before= */
export const getConversation = async (app: FastifyInstance, user: ActorUser, id: number, before?: number) =>
  presentConversation(app, user, await loadConversation(app, user, id), before);

/** GET /orders/{id}/conversation: the thread of the caller's company about the order. */
export const getOrderConversation = async (app: FastifyInstance, user: ActorUser, orderId: number) => {
  await visibleOrder(app, { kind: 'user', user }, orderId);
  const thread = user.companyId ? await findConversationOfCompany(app.db, orderId, user.companyId) : null;
  if (!thread) throw appError('CONVERSATION_NOT_FOUND');
  return getConversation(app, user, thread.id);
};

/** GET /conversations/{id}/participants */
export const getParticipants = async (app: FastifyInstance, user: ActorUser, id: number) => {
  await loadConversation(app, user, id);
  const people = await findParticipants(app.db, id);
  if (!people.length) throw appError('CONVERSATION_PARTICIPANTS_NOT_FOUND');
  return people.map((p) => presentPerson(user, p));
};

/** GET /conversations/{id}/industries: the industries the contractor declared. */
export const getIndustries = async (app: FastifyInstance, user: ActorUser, id: number) => {
  const { conversation } = await loadConversation(app, user, id);
  const industries = presentIndustries(
    conversation.industryIds,
    await findIndustryNames(app.db, conversation.industryIds),
  );
  // the thread is the contractor's and the requester's only, so its terms are theirs to see
  const termsOf = await findThreadOfferTerms(app.db, [id]);
  return industries.map((industry) => ({ ...industry, ...termsOf(id, industry.id) }));
};
