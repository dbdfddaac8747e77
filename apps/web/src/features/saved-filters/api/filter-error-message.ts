import { type ErrorCode, errorMessage, ORDER_MESSAGES } from '@platform/shared';
import { isApiError } from '@/lib/api-client';

const CODES: readonly ErrorCode[] = [
  'USER_FILTER_NAME_ALREADY_EXISTS',
  'USER_FILTER_MAX_AMOUNT',
  'USER_FILTER_NOT_FOUND',
  'USER_FILTER_NO_PERMISSION_TO_DELETE',
];
const isFilterCode = (code: string): code is ErrorCode => (CODES as readonly string[]).includes(code);

/** Spec 8 "Saved filters": the text of a known code, anything else 'Coś poszło nie tak'. */
export const filterErrorMessage = (error: unknown): string =>
  isApiError(error) && isFilterCode(error.code) ? errorMessage(error.code) : ORDER_MESSAGES.filterSomethingWrong;
