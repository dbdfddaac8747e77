import { type ConversationSituation, holdsCompanyRight, type OrderStatus } from '@platform/shared';
import { type ActorUser, isStaff } from '../../lib/actor.js';

/**
 * How the caller stands to one thread (order × contractor company). Participants are people of
 * either company; contact persons of the order see every thread of it; staff read for support.
 */
export type ConversationRelation = {
  participant: boolean;
  contactPerson: boolean;
  /** of the contractor company of the thread */
  contractorSide: boolean;
  staff: boolean;
  /** holds the CONVERSATIONS right: writes on the company's behalf ('Konta użytkowników') */
  speaksForCompany: boolean;
};

export const relationOf = (
  user: ActorUser,
  conversation: { companyId: number },
  facts: { participant: boolean; contactPerson: boolean },
): ConversationRelation => ({
  ...facts,
  contractorSide: user.companyId !== null && user.companyId === conversation.companyId,
  staff: isStaff(user),
  speaksForCompany: mayConverse(user),
});

/** The company admin gave the person the CONVERSATIONS right (the admin holds it); staff write as support. */
export const mayConverse = (user: ActorUser): boolean => isStaff(user) || holdsCompanyRight(user, 'CONVERSATIONS');

export const canReadConversation = (r: ConversationRelation): boolean => r.participant || r.contactPerson || r.staff;

/**
 * Writing (messages, industries, participants): a participant or contact person holding the
 * CONVERSATIONS right, while the order is not archived. Without the right the thread is only read.
 */
export const canWriteConversation = (r: ConversationRelation, orderStatus: OrderStatus): boolean =>
  (r.participant || r.contactPerson) && r.speaksForCompany && orderStatus !== 'ARCHIVED';

/** A colleague of the contractor company who is not in the thread yet. */
export const canJoinConversation = (r: ConversationRelation): boolean => r.contractorSide && !r.participant;

/** The declared industries are the contractor's to change. */
export const canChangeIndustries = (r: ConversationRelation): boolean =>
  r.contractorSide && r.participant && r.speaksForCompany;

/**
 * The situation of the order card and the messages area (spec 4), decided in this order:
 * CONTACT_PERSON (a contact person of the order; staff outside the requester company read every
 * thread the same way, without writing), NOT_CONTACT_PERSON (another person of the requester
 * company), ORDER_ARCHIVED (anyone else, the order is archived: reading their thread only),
 * IS_PARTICIPANT, NOT_PARTICIPANT (a colleague's thread exists), CAN_START.
 */
export const situationOf = (input: {
  user: ActorUser;
  order: { companyId: number; status: OrderStatus };
  contactPerson: boolean;
  thread: { participant: boolean } | null;
}): ConversationSituation => {
  const { user, order, thread } = input;
  if (input.contactPerson) return 'CONTACT_PERSON';
  if (user.companyId !== null && user.companyId === order.companyId) return 'NOT_CONTACT_PERSON';
  if (isStaff(user) && !thread) return 'CONTACT_PERSON';
  if (order.status === 'ARCHIVED') return 'ORDER_ARCHIVED';
  if (thread) return thread.participant ? 'IS_PARTICIPANT' : 'NOT_PARTICIPANT';
  return 'CAN_START';
};
