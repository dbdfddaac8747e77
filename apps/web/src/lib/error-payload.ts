import { errorBodySchema, MESSAGES, messageForError } from '@platform/shared';
import { ApiError } from './api-error';

/** Error body as answered: JSON `{status, code, message}`, another JSON value, or plain text. */
export type ErrorPayload = { kind: 'json'; data: unknown } | { kind: 'text'; text: string } | { kind: 'empty' };

export const readErrorPayload = async (response: Response): Promise<ErrorPayload> => {
  const text = await response.text().catch(() => '');
  if (!text.trim()) return { kind: 'empty' };
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'string' ? { kind: 'text', text: data } : { kind: 'json', data };
  } catch {
    return { kind: 'text', text };
  }
};

/** Builds the ApiError of a failed response; the message is the Polish text for its code. */
export const toApiError = (status: number, payload: ErrorPayload): ApiError => {
  if (payload.kind === 'text') return new ApiError(status, 'STRING_BODY', payload.text, payload.text);
  if (payload.kind === 'json') {
    const parsed = errorBodySchema.safeParse(payload.data);
    if (parsed.success) return new ApiError(status, parsed.data.code, messageForError(parsed.data), payload.data);
    return new ApiError(status, `HTTP_${status}`, MESSAGES.unknownError, payload.data);
  }
  return new ApiError(status, `HTTP_${status}`, MESSAGES.unknownError);
};
