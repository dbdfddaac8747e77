import { MESSAGES } from '@platform/shared';
import { ApiError } from './api-error';
import { notify } from './notify';

type InvalidResponse = { method: string; path: string; status: number; problem: unknown; data: unknown };

/** A response that does not match its schema: logged with details, shown as a generic error. */
export const reportInvalidResponse = ({ method, path, status, problem, data }: InvalidResponse): ApiError => {
  console.error(`[api] ${method} ${path}: odpowiedź niezgodna ze schematem (HTTP ${status})`, { problem, data });
  notify.error(MESSAGES.unknownError);
  return new ApiError(status, 'RESPONSE_INVALID', MESSAGES.unknownError, data);
};
