import { errorMessage, isErrorCode, MESSAGES, payloadIncorrectSchema } from '@platform/shared';
import { paths } from '@/config/paths';
import { ApiError } from './api-error';
import { type ErrorPayload, toApiError } from './error-payload';
import { navigateTo } from './navigation';
import { notify } from './notify';

/** The reaction to one kind of failure: spec 8's (toast or error page) or only thrown to the caller. */
type FailureHandling = {
  badRequest: 'toast' | 'throw';
  forbidden: 'page' | 'throw';
  notFound: 'page' | 'throw';
  tooManyRequests: 'toast' | 'throw';
  serverError: 'toast' | 'throw';
};

/** Spec 8: 400, 429 and 5xx toast; 403 and 404 open their error pages. */
const SPEC: FailureHandling = {
  badRequest: 'toast',
  forbidden: 'page',
  notFound: 'page',
  tooManyRequests: 'toast',
  serverError: 'toast',
};

/**
 * How calls handle failures, named by what the caller shows itself; everything else gets spec 8.
 * One preset per combination the callers use, no two alike (412 always opens the payload-incorrect page).
 */
export const FAILURE_PRESETS = {
  /** the default: cards, tabs, dialogs and forms that keep what was typed show 400, 403 and 404 in place */
  inline: { ...SPEC, badRequest: 'throw', forbidden: 'throw', notFound: 'throw' },
  /** spec 8 as is */
  page: SPEC,
  /** never leaves the page on 403 or 404 (session, settings and flags reads, a few dialogs); 400 toasts */
  'no-redirect': { ...SPEC, forbidden: 'throw', notFound: 'throw' },
  /** every 4xx, the rate limit too, is the caller's (login, register, token exchange, logout, uploads) */
  quiet: { ...SPEC, badRequest: 'throw', forbidden: 'throw', notFound: 'throw', tooManyRequests: 'throw' },
  /** a form shows the 400 at its fields; 403 and 404 open the error pages */
  form: { ...SPEC, badRequest: 'throw' },
  /** a 403 shown in place (order card, follow, scopes, delete) */
  'forbidden-inline': { ...SPEC, forbidden: 'throw' },
  /** a 404 is the caller's (an empty list, a missing optional answer) */
  'not-found-inline': { ...SPEC, notFound: 'throw' },
  /**
   * every failure but the rate limit is the caller's: a panel that renders nothing or its own alert
   * when its load fails (dashboard statistics and company header, spec 8; the order's statistics by
   * company), a lookup with its own text (GUS)
   */
  silent: { ...SPEC, badRequest: 'throw', forbidden: 'throw', notFound: 'throw', serverError: 'throw' },
} satisfies Record<string, FailureHandling>;
export type FailurePreset = keyof typeof FAILURE_PRESETS;

export type FailureOptions = {
  /** `inline` when not given */
  failures?: FailurePreset;
  /** a 404 toasts this text instead of the preset's reaction */
  notFoundMessage?: string;
};

const handlePayloadIncorrect = (payload: ErrorPayload) => {
  const parsed = payloadIncorrectSchema.safeParse(payload.kind === 'json' ? payload.data : null);
  if (parsed.success) navigateTo(paths.errors.payloadIncorrect.to(parsed.data.part, parsed.data.missing));
  else notify.error(MESSAGES.unknownError);
};

/** Reacts to a failed response (toast, navigation) and returns the error to throw. */
export const handleFailure = (status: number, payload: ErrorPayload, options: FailureOptions): ApiError => {
  const error = toApiError(status, payload);
  const handling: FailureHandling = FAILURE_PRESETS[options.failures ?? 'inline'];
  if (status === 400) {
    if (handling.badRequest === 'toast') notify.error(error.message);
  } else if (status === 403) {
    if (handling.forbidden === 'page') navigateTo(paths.errors.forbidden.to(), { replace: true });
  } else if (status === 404) {
    if (options.notFoundMessage) notify.error(options.notFoundMessage);
    else if (handling.notFound === 'page') navigateTo(paths.errors.notFound.to(), { replace: true });
  } else if (status === 412) {
    handlePayloadIncorrect(payload);
  } else if (status === 429) {
    // every limit keeps its own text from the error catalogue (the hourly attachment limit is the
    // spec's 429, spec 8); an answer without a known code is the route's rate limit
    const text = isErrorCode(error.code) ? errorMessage(error.code) : MESSAGES.tooManyRequests;
    if (handling.tooManyRequests === 'toast') notify.error(text);
    return new ApiError(status, error.code, text, error.body);
  } else if (status >= 500) {
    // the request id lets support find the failure in the server log (docs/operations.md, "Request ids")
    if (handling.serverError === 'toast') {
      if (error.requestId) notify.error(MESSAGES.unknownError, error.requestId);
      else notify.error(MESSAGES.unknownError);
    }
  }
  return error;
};
