import { MESSAGES } from '@platform/shared';
import { isApiError } from '@/lib/api-client';

/** The server's Polish message of a refused offers call (its error table), else the generic one. */
export const errorText = (error: unknown, fallback: string = MESSAGES.unknownError): string =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
