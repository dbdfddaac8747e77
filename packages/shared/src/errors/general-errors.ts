import { MESSAGES } from '../messages.js';
import { WRITE_SAFETY_MESSAGES as W } from '../write-safety.js';
import { defineErrors } from './catalogue.js';

/** Errors of the platform itself: input, identity, temporary access, uploads, limits. */
export const GENERAL_ERRORS = defineErrors({
  BAD_REQUEST: { status: 400, message: MESSAGES.unknownError },
  VALIDATION_ERROR: { status: 400, message: MESSAGES.validation, detail: true },
  INVALID_CHARACTERS: { status: 400, message: MESSAGES.forbiddenCharacters },
  JSON_TOO_DEEP: { status: 400, message: MESSAGES.jsonTooDeep },
  MALFORMED_JSON: { status: 400, message: MESSAGES.malformedJson },
  EMPTY_JSON_BODY: { status: 400, message: MESSAGES.emptyJson },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  URI_TOO_LONG: { status: 414, message: MESSAGES.uriTooLong },
  HEADERS_TOO_LARGE: { status: 431, message: MESSAGES.headersTooLarge },
  REQUEST_TIMEOUT: { status: 408, message: MESSAGES.requestTimeout },
  UNAUTHORIZED: { status: 401, message: MESSAGES.loginRequired },
  INVALID_CREDENTIALS: { status: 401, message: MESSAGES.invalidCredentials },
  TOKEN_EXPIRED: { status: 401, message: MESSAGES.sessionExpired },
  REFRESH_TOKEN_INVALID: { status: 401, message: MESSAGES.sessionExpired },
  TEMPORARY_ACCESS_INVALID: { status: 401, message: MESSAGES.temporaryTokenInvalid },
  ACCOUNT_INACTIVE: { status: 403, message: MESSAGES.accountInactive },
  FORBIDDEN: { status: 403, message: MESSAGES.forbidden },
  TEMPORARY_PERMISSION_MISSING: { status: 403, message: MESSAGES.temporaryPermissionMissing },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  INDUSTRIES_NOT_FOUND: { status: 404, message: MESSAGES.industriesNotFound },
  SECTORS_NOT_FOUND: { status: 404, message: MESSAGES.sectorsNotFound },
  CONFLICT: { status: 409, message: MESSAGES.unknownError },
  LOGIN_ALREADY_EXISTS: { status: 409, message: MESSAGES.loginTaken },
  EMAIL_ALREADY_EXISTS: { status: 409, message: MESSAGES.emailTaken },
  NIP_ALREADY_EXISTS: { status: 409, message: MESSAGES.nipTaken },
  PAYLOAD_INCORRECT: { status: 412, message: MESSAGES.unknownError },
  /** An edit form's save read at an older version than the stored one (another tab saved meanwhile). */
  STALE_VERSION: { status: 409, message: W.staleVersion },
  /** A repeat of an Idempotency-Key whose first request is still being answered. */
  REQUEST_IN_PROGRESS: { status: 409, message: W.requestInProgress },
  /** An Idempotency-Key used again for a different request. */
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: W.keyReused },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: W.keyInvalid },
  // The two upload limits name the file; the server sends the text with the name.
  FILE_TOO_LARGE: { status: 400, message: MESSAGES.fileTooLarge(''), detail: true },
  TOO_MANY_FILES: { status: 400, message: MESSAGES.validation, detail: true },
  // An image slot refuses other files (checked on the stored bytes); the text names the file.
  FILE_NOT_IMAGE: { status: 400, message: MESSAGES.fileNotImage(''), detail: true },
  /** A file named by a save whose upload never arrived in storage. */
  ATTACHMENT_NOT_UPLOADED: { status: 400, message: MESSAGES.attachmentNotUploaded },
  EMAIL_NOT_RESENDABLE: { status: 409, message: MESSAGES.emailNotResendable },
  UPLOAD_ALREADY_DONE: { status: 409, message: MESSAGES.uploadAlreadyDone },
  UPLOAD_TOKEN_INVALID: { status: 403, message: MESSAGES.uploadLinkInvalid },
  UPLOAD_CONTENT_TYPE_MISMATCH: { status: 403, message: MESSAGES.uploadContentTypeMismatch },
  UPLOAD_LIMIT_EXCEEDED: { status: 429, message: MESSAGES.uploadHourlyLimit },
  TOO_MANY_REQUESTS: { status: 429, message: MESSAGES.tooManyRequests },
  /** Failed logins of one account: a growing wait, never a lasting lock (OWASP ASVS 2.2.1). */
  LOGIN_THROTTLED: { status: 429, message: MESSAGES.loginThrottled },
  INTERNAL_ERROR: { status: 500, message: MESSAGES.unknownError },
  DATABASE_UNAVAILABLE: { status: 503, message: MESSAGES.databaseUnavailable },
  CACHE_UNAVAILABLE: { status: 503, message: MESSAGES.serviceUnavailable },
});
