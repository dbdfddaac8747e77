import { ORDER_QUESTION_MESSAGES as M } from '../order-questions/messages.js';
import { defineErrors } from './catalogue.js';

/** Errors of the order questions and the coverage alert. */
export const ORDER_QUESTION_ERRORS = defineErrors({
  ORDER_QUESTION_NOT_FOUND: { status: 404, message: M.notFound },
  ORDER_QUESTION_CANNOT_ASK: { status: 403, message: M.cannotAsk },
  ORDER_QUESTION_CANNOT_ANSWER: { status: 403, message: M.cannotAnswer },
  ORDER_QUESTION_NOT_RELEASED: { status: 409, message: M.notReleased },
  ORDER_QUESTION_DEADLINE_PASSED: { status: 400, message: M.deadlinePassed },
  ORDER_QUESTION_DEADLINE_AFTER_OFFERS: { status: 400, message: M.deadlineAfterOffers },
  ORDER_QUESTION_DEADLINE_IN_PAST: { status: 400, message: M.deadlineInPast },
  ORDER_QUESTION_ALREADY_ANSWERED: { status: 409, message: M.alreadyAnswered },
  ORDER_COVERAGE_NO_PERMISSION: { status: 403, message: M.coverageNoPermission },
});
