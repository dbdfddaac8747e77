import { MESSAGES, payloadIncorrectSchema } from '@platform/shared';
import { paths } from '@/config/paths';
import { ApiError } from './api-error';
import { type ErrorPayload, toApiError } from './error-payload';
import { navigateTo } from './navigation';
import { notify } from './notify';

/** How a call wants its failures handled; the defaults follow spec 8. */
export type FailureHandling = {
  /** 400: toast the text (default) or only throw (forms that show the error inline). */
  badRequest?: 'toast' | 'throw';
  /** 403: go to the forbidden page (default) or opt out. */
  forbidden?: 'page' | 'throw';
  /** 404: the not-found page (default), a toast with the given message, or only throw. */
  notFound?: 'page' | 'throw' | { message: string };
  /** 429: toast (default) or only throw. */
  tooManyRequests?: 'toast' | 'throw';
  /** 5xx: the generic toast (default) or only throw (calls that show their own failure text). */
  serverError?: 'toast' | 'throw';
};

const handlePayloadIncorrect = (payload: ErrorPayload) => {
  const parsed = payloadIncorrectSchema.safeParse(payload.kind === 'json' ? payload.data : null);
  if (parsed.success) navigateTo(paths.errors.payloadIncorrect.to(parsed.data.part, parsed.data.missing));
  else notify.error(MESSAGES.unknownError);
};

/** Reacts to a failed response (toast, navigation) and returns the error to throw. */
export const handleFailure = (status: number, payload: ErrorPayload, options: FailureHandling): ApiError => {
  const error = toApiError(status, payload);
  if (status === 400) {
    if (options.badRequest !== 'throw') notify.error(error.message);
  } else if (status === 403) {
    if (options.forbidden !== 'throw') navigateTo(paths.errors.forbidden.to(), { replace: true });
  } else if (status === 404) {
    const notFound = options.notFound ?? 'page';
    if (typeof notFound === 'object') notify.error(notFound.message);
    else if (notFound === 'page') navigateTo(paths.errors.notFound.to(), { replace: true });
  } else if (status === 412) {
    handlePayloadIncorrect(payload);
  } else if (status === 429) {
    // the hourly attachment limit is the spec's 429 (spec 8); other rate limits keep their own text
    const text = error.code === 'TOO_MANY_REQUESTS' ? MESSAGES.tooManyRequests : MESSAGES.uploadHourlyLimit;
    if (options.tooManyRequests !== 'throw') notify.error(text);
    return new ApiError(status, error.code, text, error.body);
  } else if (status >= 500) {
    if (options.serverError !== 'throw') notify.error(MESSAGES.unknownError);
  }
  return error;
};
