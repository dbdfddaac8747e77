import { MESSAGES } from '@platform/shared';

/**
 * A failed call: HTTP status, error code and the Polish message to show. Kept free of zod so
 * that light modules (query client, forms) can check errors without loading the contract.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  /** The answer's X-Request-Id: the id its lines in the server log carry. */
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, body: unknown = null, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.requestId = requestId;
  }
}

/** The server failure's id under its message: the user quotes it, support finds its lines in the log. */
export const REQUEST_ID_LABEL = 'Kod zgłoszenia:';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The text to show for an error of unknown origin. */
export const errorMessage = (error: unknown): string => (isApiError(error) ? error.message : MESSAGES.unknownError);
