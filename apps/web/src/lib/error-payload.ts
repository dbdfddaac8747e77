import { errorBodySchema, MESSAGES, messageForError } from '@platform/shared';
import { ApiError } from './api-error';

/**
 * Error body as answered: JSON `{status, code, message}`, another JSON value, or plain text; with
 * the answer's X-Request-Id (the id of its lines in the server log), which a support request quotes.
 */
export type ErrorPayload = ({ kind: 'json'; data: unknown } | { kind: 'text'; text: string } | { kind: 'empty' }) & {
  requestId?: string;
};

export const readErrorPayload = async (response: Response): Promise<ErrorPayload> => {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const text = await response.text().catch(() => '');
  if (!text.trim()) return { kind: 'empty', requestId };
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'string' ? { kind: 'text', text: data, requestId } : { kind: 'json', data, requestId };
  } catch {
    return { kind: 'text', text, requestId };
  }
};

/** Builds the ApiError of a failed response; the message is the Polish text for its code. */
export const toApiError = (status: number, payload: ErrorPayload): ApiError => {
  const { requestId } = payload;
  if (payload.kind === 'text') return new ApiError(status, 'STRING_BODY', payload.text, payload.text, requestId);
  if (payload.kind === 'json') {
    const parsed = errorBodySchema.safeParse(payload.data);
    if (parsed.success) {
      return new ApiError(status, parsed.data.code, messageForError(parsed.data), payload.data, requestId);
    }
    return new ApiError(status, `HTTP_${status}`, MESSAGES.unknownError, payload.data, requestId);
  }
  return new ApiError(status, `HTTP_${status}`, MESSAGES.unknownError, null, requestId);
};
