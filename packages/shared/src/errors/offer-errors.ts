import { OFFER_MESSAGES as M } from '../offers/messages.js';
import { defineErrors } from './catalogue.js';

/** Errors of offers, notes, thanks and settling (platform spec 4, 5, 8). */
export const OFFER_ERRORS = defineErrors({
  ORDER_OFFER_NOT_FOUND: { status: 404, message: M.notFound },
  OFFER_NOTE_NOT_FOUND: { status: 404, message: M.noteNotFound },
  OFFER_INDUSTRY_NOT_FOUND: { status: 404, message: M.industryNotFound },
  OFFER_NO_PERMISSION: { status: 403, message: M.noPermission },
  OFFER_ORDER_NOT_RELEASED: { status: 409, message: M.notReleased },
  OFFER_WITHOUT_INDICATION_SET: { status: 409, message: M.withoutIndicationSet },
  OFFER_COMPANY_SELECTED: { status: 409, message: M.companySelected },
  OFFER_REJECTED: { status: 409, message: M.rejected },
  ORDER_NOT_SETTLEABLE: { status: 409, message: M.notSettleable },
  APPRECIATIONS_ALREADY_SENT: { status: 409, message: M.thanksAlreadySent },
  APPRECIATIONS_NO_DECISION: { status: 409, message: M.thanksNoDecision },
  APPRECIATIONS_NO_WINNERS: { status: 409, message: M.thanksNoWinners },
  APPRECIATIONS_NO_LOSERS: { status: 409, message: M.thanksNoLosers },
  OFFER_TERMS_INDUSTRY: { status: 400, message: M.termsIndustry },
});
