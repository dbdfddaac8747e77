import { ERROR_CATALOGUE, type ErrorCode } from '@platform/shared';

/** What an error may carry besides its code: a more specific text, the form field, 412 details, Retry-After. */
export type AppErrorExtra = { message?: string; field?: string } & Record<string, unknown>;

/** A typed error with a code from the shared catalogue; the error handler turns it into `{status, code, message}`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra?: AppErrorExtra,
  ) {
    const entry = ERROR_CATALOGUE[code];
    super(extra?.message ?? entry.message);
    this.status = entry.status;
    this.name = 'AppError';
  }
}

/** The error of a catalogue code: `throw appError('ORDER_NOT_FOUND')`, `appError('ORDER_FORM_INVALID', { field, message })`. */
export const appError = (code: ErrorCode, extra?: AppErrorExtra): AppError => new AppError(code, extra);
