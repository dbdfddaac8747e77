import { CONVERSATION_MESSAGES as M } from '../conversations/messages.js';
import { defineErrors } from './catalogue.js';

/** Errors of conversations and messages (platform spec 5 and 8). */
export const CONVERSATION_ERRORS = defineErrors({
  CONVERSATION_NOT_FOUND: { status: 404, message: M.notFound },
  CONVERSATION_PARTICIPANTS_NOT_FOUND: { status: 404, message: M.participantsNotFound },
  CONVERSATION_ORDER_ARCHIVED: { status: 409, message: M.orderArchived },
  CONVERSATION_ALREADY_STARTED: { status: 409, message: M.alreadyStarted },
  CONVERSATION_CANNOT_START: { status: 403, message: M.cannotStart },
  CONVERSATION_INVALID_INDUSTRY: { status: 400, message: M.invalidIndustry },
  CONVERSATION_NOT_PARTICIPANT: { status: 403, message: M.notParticipant },
  CONVERSATION_ALREADY_PARTICIPANT: { status: 409, message: M.alreadyParticipant },
  CONVERSATION_CANNOT_JOIN: { status: 403, message: M.cannotJoin },
  CONVERSATION_PARTICIPANT_OTHER_COMPANY: { status: 403, message: M.participantOtherCompany },
  CONVERSATION_LAST_PARTICIPANT: { status: 400, message: M.lastParticipant },
  CONVERSATION_INVALID_ATTACHMENT: { status: 400, message: M.invalidAttachment },
});
