import { ACCESS_TYPE_HEADER, IDEMPOTENCY_KEY_HEADER, SESSION_ENDED, TEMPORARY_ACCESS_TYPE } from '@platform/shared';
import { z } from 'zod';
import { type ApiBase, apiBaseUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { ApiError } from './api-error';
import { type FailureOptions, handleFailure } from './api-failures';
import { readErrorPayload } from './error-payload';
import { currentBrowserPath, navigateTo } from './navigation';
import { buildQueryString, type QueryParams } from './query-string';
import { reportInvalidResponse } from './response-validation';
import { endSession, endTemporaryAccess } from './session';
import { storage } from './storage';
import { submitKeyFor } from './submit-key';
import { refreshSessionOnce } from './token-refresh';

/**
 * The one API client (spec 7 and 8). Every answer is parsed with its shared zod schema; errors
 * are handled by status (401 refresh once; 400, 403, 404, 429 and 5xx by the call's failure preset;
 * 412 the payload-incorrect page).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** automatic: temporary token if present, else the login; temporary: only the temporary token. */
export type AuthMode = 'automatic' | 'temporary' | 'user' | 'none';

export type RequestOptions<T> = FailureOptions & {
  schema: z.ZodType<T>;
  method?: HttpMethod;
  base?: ApiBase;
  query?: QueryParams;
  body?: unknown;
  auth?: AuthMode;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Schema of an answer without a body (204). */
export const noContent = z.undefined();

type Credentials = { kind: 'temporary' | 'user' | 'none'; token: string | null; headers: Record<string, string> };

const credentialsFor = (mode: AuthMode): Credentials => {
  if (mode === 'none') return { kind: 'none', token: null, headers: {} };
  const temporary = storage.getTemporaryToken();
  if (temporary && mode !== 'user') {
    const headers = { Authorization: `Bearer ${temporary}`, [ACCESS_TYPE_HEADER]: TEMPORARY_ACCESS_TYPE };
    return { kind: 'temporary', token: temporary, headers };
  }
  if (mode === 'temporary') return { kind: 'none', token: null, headers: {} };
  const access = storage.getAccessToken();
  if (access) return { kind: 'user', token: access, headers: { Authorization: `Bearer ${access}` } };
  return storage.getRefreshToken()
    ? { kind: 'user', token: null, headers: {} }
    : { kind: 'none', token: null, headers: {} };
};

const send = async <T>(path: string, options: RequestOptions<T>, retried = false): Promise<Response> => {
  const credentials = credentialsFor(options.auth ?? 'automatic');
  const hasBody = options.body !== undefined;
  const response = await fetch(`${apiBaseUrl(options.base ?? 'v2')}${path}${buildQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...credentials.headers,
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (response.status !== 401 || credentials.kind === 'none') return response;
  if (credentials.kind === 'temporary') {
    // temporary tokens are never refreshed: the temporary access ends
    endTemporaryAccess();
    navigateTo(paths.home.to(), { replace: true });
    return response;
  }
  if (!retried && (await refreshSessionOnce(credentials.token))) return send(path, options, true);
  // the session is over: say so, and after the login come back to the page (a form's guard asks first)
  endSession();
  // the login page says so above its form (a toast would load Ant Design into the light login page)
  navigateTo(paths.auth.login.to(currentBrowserPath(), SESSION_ENDED), { replace: true });
  return response;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
};

const WRITES = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export const request = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
  const method = options.method ?? 'GET';
  // every creating or state-changing call carries its submit's key (the 401 retry sends the same one)
  const submit = WRITES.has(method)
    ? submitKeyFor(method, `${options.base ?? 'v2'}${path}${buildQueryString(options.query)}`, options.body)
    : null;
  const sent = submit ? { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: submit.key, ...options.headers } } : options;
  let response: Response;
  try {
    response = await send(path, sent);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Brak połączenia z serwerem. Spróbuj ponownie.');
  } finally {
    submit?.answered();
  }
  if (!response.ok) throw handleFailure(response.status, await readErrorPayload(response), options);
  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    throw reportInvalidResponse({ method, path, status: response.status, problem: error, data: null });
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw reportInvalidResponse({ method, path, status: response.status, problem: parsed.error.issues, data });
  }
  return parsed.data;
};

export { ApiError, isApiError } from './api-error';

/**
 * A file answer (an export): the same credentials and failure handling as `request`, the body
 * answered as a Blob with the server's file name.
 */
export const requestFile = async (
  path: string,
  options: FailureOptions & { query?: QueryParams; signal?: AbortSignal },
): Promise<{ blob: Blob; fileName: string | null }> => {
  let response: Response;
  try {
    response = await send(path, { ...options, schema: z.unknown() });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Brak połączenia z serwerem. Spróbuj ponownie.');
  }
  if (!response.ok) throw handleFailure(response.status, await readErrorPayload(response), options);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
};
