import { z } from 'zod';
import { COMPANY_ERROR_MESSAGES } from './company-portfolio.js';
import { MESSAGES } from './messages.js';
import { ORDER_ERROR_MESSAGES } from './orders.js';

/**
 * Error codes the server answers with in `{status, code, message}`. Feature modules add their own
 * codes here, so the browser can map each to its Polish text in one place.
 */
export const GENERAL_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'ACCOUNT_INACTIVE',
  'FORBIDDEN',
  'TEMPORARY_ACCESS_INVALID',
  'TEMPORARY_PERMISSION_MISSING',
  'NOT_FOUND',
  'CONFLICT',
  'LOGIN_ALREADY_EXISTS',
  'EMAIL_ALREADY_EXISTS',
  'NIP_ALREADY_EXISTS',
  'PAYLOAD_INCORRECT',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'UPLOAD_LIMIT_EXCEEDED',
  'UPLOAD_TOKEN_INVALID',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;
export type GeneralErrorCode = (typeof GENERAL_ERROR_CODES)[number];

export const errorBodySchema = z
  .object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    /** A 400 of a form rule: the field the message belongs to (e.g. `companyContacts`, `industries.401`). */
    field: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 412 answer: the part of the payload that is incorrect and the fields it misses. */
export const payloadIncorrectSchema = z
  .object({
    status: z.literal(412),
    code: z.literal('PAYLOAD_INCORRECT'),
    message: z.string(),
    part: z.string(),
    missing: z.array(z.string()),
  })
  .meta({ id: 'PayloadIncorrect' });
export type PayloadIncorrect = z.infer<typeof payloadIncorrectSchema>;

/** Polish text for a code, shown by the browser when the server's own message is not enough. */
export const ERROR_CODE_MESSAGES: Record<string, string> = {
  BAD_REQUEST: MESSAGES.unknownError,
  INVALID_CREDENTIALS: MESSAGES.invalidCredentials,
  TOKEN_EXPIRED: MESSAGES.sessionExpired,
  REFRESH_TOKEN_INVALID: MESSAGES.sessionExpired,
  FORBIDDEN: MESSAGES.forbidden,
  TEMPORARY_ACCESS_INVALID: MESSAGES.temporaryTokenInvalid,
  TEMPORARY_PERMISSION_MISSING: MESSAGES.temporaryPermissionMissing,
  UPLOAD_LIMIT_EXCEEDED: MESSAGES.uploadHourlyLimit,
  UPLOAD_TOKEN_INVALID: MESSAGES.uploadLinkInvalid,
  TOO_MANY_REQUESTS: MESSAGES.tooManyRequests,
  // company links (document 2, section 8)
  PARENT_CANNOT_BE_DAUGHTER: 'Spółka matka nie może być spółką córką',
  TOO_MANY_DAUGHTERS: 'Zbyt wiele spółek córek',
  PARENT_HAS_TOO_MANY_DAUGHTERS: 'Spółka matka ma zbyt wiele córek',
  DAUGHTER_ALREADY_HAS_PARENT: 'Spółka córka ma już rodzica',
  PARENT_CANNOT_BE_SAME_COMPANY: 'Aktualnie edytowana firma nie może istnieć w jej własnych powiązaniach',
  DAUGHTER_CANNOT_BE_SAME_COMPANY: 'Aktualnie edytowana firma nie może istnieć w jej własnych powiązaniach',
  COMPANY_IS_DEACTIVATED: 'Wizytówka tej firmy jest chwilowo niedostępna, skontaktuj się z naszym konsultantem.',
  CANNOT_BE_PARENT_OR_DAUGHTER_OR_SAME_AND_OTHER:
    'Spółka powiązana nie może być taka sama jak matka, córka lub aktualnie edytowana spółka.',
  ...ORDER_ERROR_MESSAGES,
  ...COMPANY_ERROR_MESSAGES,
};

export const messageForError = (body: { code?: string; message?: string }): string =>
  (body.code && ERROR_CODE_MESSAGES[body.code]) || body.message || MESSAGES.unknownError;
