import { ORDER_ERROR_MESSAGES, ORDER_MESSAGES } from '@platform/shared';
import { isApiError } from '@/lib/api-client';

const CODES = [
  'USER_FILTER_NAME_ALREADY_EXISTS',
  'USER_FILTER_MAX_AMOUNT',
  'USER_FILTER_NOT_FOUND',
  'USER_FILTER_NO_PERMISSION_TO_DELETE',
];

/** Spec 8 "Saved filters": the text of a known code, anything else 'Coś poszło nie tak'. */
export const filterErrorMessage = (error: unknown): string =>
  isApiError(error) && CODES.includes(error.code)
    ? (ORDER_ERROR_MESSAGES[error.code] ?? ORDER_MESSAGES.filterSomethingWrong)
    : ORDER_MESSAGES.filterSomethingWrong;
