import { z } from 'zod';
import { ACCOUNT_ERRORS } from './errors/account-errors.js';
import type { ErrorEntry } from './errors/catalogue.js';
import { CLAIM_ERRORS } from './errors/claim-errors.js';
import { COMPANY_ACTIVITY_ERRORS } from './errors/company-activity-errors.js';
import { COMPANY_ERRORS } from './errors/company-errors.js';
import { CONSULTANT_QUESTION_ERRORS } from './errors/consultant-question-errors.js';
import { CONVERSATION_ERRORS } from './errors/conversation-errors.js';
import { DASHBOARD_ERRORS } from './errors/dashboard-errors.js';
import { EDITORIAL_ERRORS } from './errors/editorial-errors.js';
import { GENERAL_ERRORS } from './errors/general-errors.js';
import { INVESTMENT_SEARCH_ERRORS } from './errors/investment-search-errors.js';
import { INVESTMENT_TRACKING_ERRORS } from './errors/investment-tracking-errors.js';
import { INVITATION_ERRORS } from './errors/invitation-errors.js';
import { LOCATION_ERRORS } from './errors/location-errors.js';
import { MEMBERSHIP_ERRORS } from './errors/membership-errors.js';
import { NOTIFICATION_ERRORS } from './errors/notification-errors.js';
import { OFFER_ERRORS } from './errors/offer-errors.js';
import { ORDER_ERRORS } from './errors/order-errors.js';
import { ORDER_QUESTION_ERRORS } from './errors/order-question-errors.js';
import { ORDER_VERSION_ERRORS } from './errors/order-version-errors.js';
import { PARTICIPATION_ERRORS } from './errors/participation-errors.js';
import { PLANNER_ERRORS } from './errors/planner-errors.js';
import { REPORT_ERRORS } from './errors/report-errors.js';
import { SEND_LIMIT_ERRORS } from './errors/send-limit-errors.js';
import { TEST_DATA_ERRORS } from './errors/test-data-errors.js';
import { MESSAGES } from './messages.js';
import { text } from './text.js';

export { ACCOUNT_ERRORS } from './errors/account-errors.js';
export { defineErrors, type ErrorEntry } from './errors/catalogue.js';
export { CLAIM_ERRORS } from './errors/claim-errors.js';
export { COMPANY_ACTIVITY_ERRORS } from './errors/company-activity-errors.js';
export { COMPANY_ERRORS } from './errors/company-errors.js';
export { CONSULTANT_QUESTION_ERRORS } from './errors/consultant-question-errors.js';
export { CONVERSATION_ERRORS } from './errors/conversation-errors.js';
export { DASHBOARD_ERRORS } from './errors/dashboard-errors.js';
export { EDITORIAL_ERRORS } from './errors/editorial-errors.js';
export { GENERAL_ERRORS } from './errors/general-errors.js';
export { INVESTMENT_SEARCH_ERRORS } from './errors/investment-search-errors.js';
export { INVESTMENT_TRACKING_ERRORS } from './errors/investment-tracking-errors.js';
export { INVITATION_ERRORS } from './errors/invitation-errors.js';
export { LOCATION_ERRORS } from './errors/location-errors.js';
export { MEMBERSHIP_ERRORS } from './errors/membership-errors.js';
export { NOTIFICATION_ERRORS } from './errors/notification-errors.js';
export { OFFER_ERRORS } from './errors/offer-errors.js';
export { ORDER_ERRORS } from './errors/order-errors.js';
export { ORDER_QUESTION_ERRORS } from './errors/order-question-errors.js';
export { ORDER_VERSION_ERRORS } from './errors/order-version-errors.js';
export { PARTICIPATION_ERRORS } from './errors/participation-errors.js';
export { PLANNER_ERRORS } from './errors/planner-errors.js';
export { REPORT_ERRORS } from './errors/report-errors.js';
export { SEND_LIMIT_ERRORS } from './errors/send-limit-errors.js';
export { TEST_DATA_ERRORS } from './errors/test-data-errors.js';

/**
 * Every code the server answers with in `{status, code, message}`: the domain tables merged. A new
 * module adds its own table in `errors/` and spreads it here.
 */
export const ERROR_CATALOGUE = {
  ...GENERAL_ERRORS,
  ...COMPANY_ERRORS,
  ...ORDER_ERRORS,
  ...NOTIFICATION_ERRORS,
  ...CONVERSATION_ERRORS,
  ...LOCATION_ERRORS,
  ...INVITATION_ERRORS,
  ...EDITORIAL_ERRORS,
  ...OFFER_ERRORS,
  ...DASHBOARD_ERRORS,
  ...MEMBERSHIP_ERRORS,
  ...SEND_LIMIT_ERRORS,
  ...ACCOUNT_ERRORS,
  ...ORDER_QUESTION_ERRORS,
  ...ORDER_VERSION_ERRORS,
  ...CONSULTANT_QUESTION_ERRORS,
  ...PLANNER_ERRORS,
  ...INVESTMENT_SEARCH_ERRORS,
  ...CLAIM_ERRORS,
  ...INVESTMENT_TRACKING_ERRORS,
  ...REPORT_ERRORS,
  ...COMPANY_ACTIVITY_ERRORS,
  ...PARTICIPATION_ERRORS,
  ...TEST_DATA_ERRORS,
} as const;
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code);

/** The catalogue's Polish text of a code. */
export const errorMessage = (code: ErrorCode): string => (ERROR_CATALOGUE[code] as ErrorEntry).message;

export const errorBodySchema = z
  .object({
    status: z.number().int(),
    code: text(),
    message: text(),
    /** A 400 of a form rule: the field the message belongs to (e.g. `companyContacts`, `industries.401`). */
    field: text().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 412 answer: the part of the payload that is incorrect and the fields it misses. */
export const payloadIncorrectSchema = z
  .object({
    status: z.literal(412),
    code: z.literal('PAYLOAD_INCORRECT'),
    message: text(),
    part: text(),
    missing: z.array(text()),
  })
  .meta({ id: 'PayloadIncorrect' });
export type PayloadIncorrect = z.infer<typeof payloadIncorrectSchema>;

/**
 * The text the browser shows for an error answer: the catalogue's text of a known code (whatever the
 * server wrote), the server's own for `detail` codes and unknown codes, else the general one.
 */
export const messageForError = (body: { code?: string; message?: string }): string => {
  const entry: ErrorEntry | undefined = body.code && isErrorCode(body.code) ? ERROR_CATALOGUE[body.code] : undefined;
  if (entry && !(entry.detail && body.message)) return entry.message;
  return body.message || MESSAGES.unknownError;
};
