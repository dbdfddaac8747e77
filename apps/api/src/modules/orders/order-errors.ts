import { ORDER_ERROR_MESSAGES } from '@platform/shared';
import { AppError } from '../../lib/app-error.js';

/** HTTP status of each orders-module code (spec 8: answered as 400, 403 or 404 with the code). */
const STATUS: Record<string, number> = {
  ORDER_NOT_FOUND: 404,
  INVESTMENT_NOT_FOUND: 404,
  ORDER_NO_ACTIVE_INVESTMENT: 404,
  USER_FILTER_NOT_FOUND: 404,
  ORDER_NO_PERMISSION_TO_UPDATE: 403,
  ORDER_NO_PERMISSION_TO_DELETE: 403,
  ORDER_NO_PERMISSION_TO_USE_COMPANY: 403,
  ORDER_STATUSES_FORBIDDEN: 403,
  ORDER_NO_PERMISSION_TO_VIEW_CONTACTS: 403,
  ORDER_INDUSTRY_USERS_ONLY: 403,
  ORDER_STATISTICS_TRIAL: 403,
  USER_FILTER_NO_PERMISSION_TO_DELETE: 403,
  USER_FILTER_NAME_ALREADY_EXISTS: 409,
};

/** The AppError of an orders-module code with its Polish text. */
export const orderError = (code: keyof typeof ORDER_ERROR_MESSAGES & string): AppError =>
  new AppError(STATUS[code] ?? 400, code, ORDER_ERROR_MESSAGES[code] ?? code);
