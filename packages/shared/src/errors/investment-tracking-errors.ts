import { INVESTMENT_TRACKING_MESSAGES as M } from '../investment-tracking/texts.js';
import { defineErrors } from './catalogue.js';

/** Errors of watching investments, stage changes, corrections and merges (the investment database). */
export const INVESTMENT_TRACKING_ERRORS = defineErrors({
  INVESTMENT_NOT_FOLLOWING: { status: 404, message: M.notFollowing },
  INVESTMENT_STAGE_NO_PERMISSION: { status: 403, message: M.noPermission },
  INVESTMENT_STAGE_NOT_FOUND: { status: 400, message: M.badStage },
  INVESTMENT_SAME_STAGE: { status: 409, message: M.sameStage },
  INVESTMENT_HOLD_REASON_REQUIRED: { status: 400, message: M.holdReasonRequired },
  INVESTMENT_MERGE_SELF: { status: 400, message: M.mergeSelf },
  INVESTMENT_DUPLICATE_NOT_FOUND: { status: 404, message: M.duplicateNotFound },
  INVESTMENT_NOTHING_TO_CORRECT: { status: 400, message: M.nothingToCorrect },
  INVESTMENT_BAD_DATES: { status: 400, message: M.badDates },
});
