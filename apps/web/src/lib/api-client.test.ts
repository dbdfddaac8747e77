import { MESSAGES, userMeSchema, WELCOME_DIALOG_STORAGE_KEY } from '@platform/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildUser, jsonResponse } from '@/testing/factories';
import { ApiError, request } from './api-client';
import { setNavigator } from './navigation';
import { setNotifier } from './notify';
import { STORAGE_KEYS, storage } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const toast = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  setNotifier(toast);
});
afterEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  toast.error.mockReset();
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('request: building the call', () => {
  it('joins array params with commas, drops empty ones and uses the chosen base', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await request('/sector', {
      base: 'v1',
      schema: z.array(z.unknown()),
      query: { ids: [1, 2], none: [], x: undefined },
    });
    expect(calls()[0]?.url).toBe('/api/v1/sector?ids=1,2');
  });

  it('sends the access token as Bearer', async () => {
    storage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    fetchMock.mockResolvedValue(jsonResponse(200, buildUser()));
    await request('/users/me', { schema: userMeSchema });
    expect(header(calls()[0]!.init, 'Authorization')).toBe('Bearer access-1');
    expect(header(calls()[0]!.init, 'x-access-type')).toBeUndefined();
  });

  it('sends the temporary token with the temporary access-type header, overriding the login', async () => {
    storage.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    storage.setTemporaryToken('temp-1');
    fetchMock.mockResolvedValue(jsonResponse(200, buildUser()));
    await request('/users/me', { schema: userMeSchema });
    expect(header(calls()[0]!.init, 'Authorization')).toBe('Bearer temp-1');
    expect(header(calls()[0]!.init, 'x-access-type')).toBe('temporary');
  });
});

describe('request: 401 and the session', () => {
  it('refreshes once with the refresh token, stores the new pair and retries', async () => {
    storage.setTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { status: 401, code: 'TOKEN_EXPIRED', message: 'x' }))
      .mockResolvedValueOnce(jsonResponse(200, { accessToken: 'new', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(jsonResponse(200, buildUser({ firstName: 'Jan' })));

    const user = await request('/users/me', { schema: userMeSchema });

    expect(user.firstName).toBe('Jan');
    const [, refresh, retry] = calls();
    expect(refresh?.url).toBe('/api/v1/refresh');
    expect(header(refresh!.init, 'Authorization')).toBe('Bearer refresh-1');
    expect(header(retry!.init, 'Authorization')).toBe('Bearer new');
    expect(storage.getRefreshToken()).toBe('refresh-2');
  });

  it('concurrent requests share one refresh', async () => {
    storage.setTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/refresh')) return jsonResponse(200, { accessToken: 'new', refreshToken: 'r2' });
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return auth === 'Bearer new'
        ? jsonResponse(200, buildUser())
        : jsonResponse(401, { status: 401, code: 'X', message: 'x' });
    });

    await Promise.all([1, 2, 3].map(() => request('/users/me', { schema: userMeSchema })));

    expect(calls().filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
  });

  it('a 401 arriving during the refresh or after the new token is stored retries with it, never logs out', async () => {
    storage.setTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
    const pending: Record<string, (response: Response) => void> = {};
    const later = (name: string) => new Promise<Response>((resolve) => (pending[name] = resolve));
    const expired = () => jsonResponse(401, { status: 401, code: 'TOKEN_EXPIRED', message: 'x' });
    fetchMock.mockImplementation((url, init) => {
      const path = String(url);
      if (path.endsWith('/refresh')) return later('refresh');
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (auth === 'Bearer new') return Promise.resolve(jsonResponse(200, buildUser()));
      return later(path.split('/').pop()!);
    });
    const settled = (name: string) => request(`/${name}`, { schema: userMeSchema }).then(() => name);
    const calls3 = [settled('a'), settled('b'), settled('c')];
    await vi.waitFor(() => expect(Object.keys(pending)).toEqual(['a', 'b', 'c']));
    pending.a!(expired()); // starts the refresh
    await vi.waitFor(() => expect(pending.refresh).toBeDefined());
    pending.b!(expired()); // while it is in flight
    pending.refresh!(jsonResponse(200, { accessToken: 'new', refreshToken: 'refresh-2' }));
    await vi.waitFor(() => expect(storage.getAccessToken()).toBe('new'));
    pending.c!(expired()); // after the new token was stored: a late answer to the old one

    expect(await Promise.all(calls3)).toEqual(['a', 'b', 'c']);
    expect(calls().filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getRefreshToken()).toBe('refresh-2');
  });

  it('a late 401 of a call sent before any access token existed uses the stored one, not a second refresh', async () => {
    storage.setTokens({ accessToken: 'new', refreshToken: 'refresh-2' });
    window.localStorage.removeItem(STORAGE_KEYS.accessToken);
    let answerFirst: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const first = request('/users/me', { schema: userMeSchema });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    storage.setTokens({ accessToken: 'new', refreshToken: 'refresh-2' }); // another call refreshed meanwhile
    fetchMock.mockResolvedValue(jsonResponse(200, buildUser()));
    answerFirst(jsonResponse(401, { status: 401, code: 'UNAUTHORIZED', message: 'x' }));

    await first;
    expect(calls().filter((c) => c.url.endsWith('/refresh'))).toHaveLength(0);
    expect(header(calls()[1]!.init, 'Authorization')).toBe('Bearer new');
  });

  it('logs out to the login when the refresh fails, with a message and the way back; only the welcome flag kept', async () => {
    window.history.replaceState(null, '', '/edytuj-zlecenie/12?krok=2');
    storage.setTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
    window.localStorage.setItem(WELCOME_DIALOG_STORAGE_KEY, 'true');
    window.localStorage.setItem('anything', 'x');
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { status: 401, code: 'TOKEN_EXPIRED', message: 'x' }))
      .mockResolvedValueOnce(jsonResponse(401, { status: 401, code: 'REFRESH_TOKEN_INVALID', message: 'x' }));

    await expect(request('/users/me', { schema: userMeSchema })).rejects.toBeInstanceOf(ApiError);

    expect(Object.keys(window.localStorage)).toEqual([WELCOME_DIALOG_STORAGE_KEY]);
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fedytuj-zlecenie%2F12%3Fkrok%3D2&sesja=wygasla', {
      replace: true,
    });
    window.history.replaceState(null, '', '/');
  });

  it('never refreshes a temporary token: the temporary access ends instead', async () => {
    storage.setTokens({ accessToken: 'a', refreshToken: 'refresh-1' });
    storage.setTemporaryToken('temp-1');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { status: 401, code: 'UNAUTHORIZED', message: 'x' }));

    await expect(request('/users/me', { schema: userMeSchema })).rejects.toMatchObject({ status: 401 });

    expect(calls()).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.temporaryAccessToken)).toBeNull();
    expect(storage.getRefreshToken()).toBe('refresh-1');
  });
});

describe('request: error catalogue', () => {
  const fail = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
  const call = (options: Partial<Parameters<typeof request>[1]> = {}) =>
    request('/x', { schema: z.unknown(), ...options }).catch((e: unknown) => e);

  it('by default (inline) 400, 403 and 404 are only thrown: the caller shows them in place', async () => {
    for (const status of [400, 403, 404]) {
      fail(status, { status, code: 'X', message: 'x' });
      expect(await call()).toMatchObject({ status });
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('page: 403 and 404 open their error pages, 400 toasts (spec 8)', async () => {
    fail(403, { status: 403, code: 'FORBIDDEN', message: 'x' });
    await call({ failures: 'page' });
    expect(navigate).toHaveBeenCalledWith('/forbidden', { replace: true });
    fail(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
    await call({ failures: 'page' });
    expect(navigate).toHaveBeenLastCalledWith('/not-found', { replace: true });
    fail(400, 'Nieprawidłowa wartość pola.');
    await call({ failures: 'page' });
    expect(toast.error).toHaveBeenLastCalledWith('Nieprawidłowa wartość pola.');
  });

  it('a preset throws only what its caller shows: forbidden-inline keeps the not-found page', async () => {
    fail(403, { status: 403, code: 'FORBIDDEN', message: 'x' });
    await call({ failures: 'forbidden-inline' });
    expect(navigate).not.toHaveBeenCalled();
    fail(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
    await call({ failures: 'forbidden-inline' });
    expect(navigate).toHaveBeenCalledWith('/not-found', { replace: true });
  });

  it('404 shows the given message instead of the page', async () => {
    fail(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
    await call({ failures: 'page', notFoundMessage: MESSAGES.industriesNotFound });
    expect(toast.error).toHaveBeenCalledWith('Nie znaleziono branż');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('quiet throws the 429 too; 5xx toasts unless the preset shows its own text', async () => {
    fail(429, { status: 429, code: 'TOO_MANY_REQUESTS', message: 'x' });
    expect(await call({ failures: 'quiet' })).toMatchObject({ status: 429, message: MESSAGES.tooManyRequests });
    expect(toast.error).not.toHaveBeenCalled();
    fail(500, { status: 500, code: 'INTERNAL', message: 'x' });
    await call({ failures: 'silent' });
    expect(toast.error).not.toHaveBeenCalled();
    fail(500, { status: 500, code: 'INTERNAL', message: 'x' });
    await call();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.unknownError);
  });

  it('412 goes to the payload-incorrect page with the part and the missing fields', async () => {
    fail(412, { status: 412, code: 'PAYLOAD_INCORRECT', message: 'x', part: 'order', missing: ['name', 'deadline'] });
    await call();
    expect(navigate.mock.calls[0]?.[0]).toBe('/payload-incorrect/order/name,deadline');
  });

  it('429 shows the hourly attachment limit text', async () => {
    fail(429, { status: 429, code: 'UPLOAD_LIMIT_EXCEEDED', message: 'x' });
    const error = await call();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.uploadHourlyLimit);
    expect(error).toMatchObject({ status: 429, message: MESSAGES.uploadHourlyLimit });
  });

  it('400 with a string body shows that text; with a code, its Polish message', async () => {
    fail(400, 'Nieprawidłowa wartość pola.');
    await call({ failures: 'page' });
    expect(toast.error).toHaveBeenLastCalledWith('Nieprawidłowa wartość pola.');
    fail(400, { status: 400, code: 'BAD_REQUEST', message: 'Bad Request' });
    await call({ failures: 'page' });
    expect(toast.error).toHaveBeenLastCalledWith('Przepraszamy, wystąpił nieznany błąd');
  });

  it('an answer that does not match its schema is logged and shown as a generic error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { firstName: 1 }));
    const error = await request('/users/me', { schema: userMeSchema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RESPONSE_INVALID' });
    expect(log).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.unknownError);
  });
});

describe('request: one Idempotency-Key per submit', () => {
  const keyOf = (i: number) => header(calls()[i]!.init, 'idempotency-key');

  it('sends a key with every write and none with a read', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await request('/users/me', { schema: z.unknown() });
    await request('/orders/1/settle', { method: 'PUT', schema: z.unknown() });
    expect(keyOf(0)).toBeUndefined();
    expect(keyOf(1)).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  });

  it('gives a double click (the same write twice, the first unanswered) one key', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockImplementationOnce(async () => jsonResponse(201, { id: 1 }));
    const body = { text: 'Notatka' };
    const first = request('/orders/1/notes', { method: 'POST', body, schema: z.unknown() });
    const second = request('/orders/1/notes', { method: 'POST', body, schema: z.unknown() });
    answer(jsonResponse(201, { id: 1 }));
    await Promise.all([first, second]);
    expect(keyOf(0)).toBe(keyOf(1));
  });

  it('gives another body, or the same write after another write (a toggle), a new key', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await request('/orders/2/notes', { method: 'POST', body: { text: 'a' }, schema: z.unknown() });
    await request('/orders/2/notes', { method: 'POST', body: { text: 'b' }, schema: z.unknown() });
    await request('/orders/2/notes', { method: 'POST', body: { text: 'a' }, schema: z.unknown() });
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(3);
  });

  it('retries after a refresh with the same key', async () => {
    storage.setTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { status: 401, code: 'TOKEN_EXPIRED', message: 'x' }))
      .mockResolvedValueOnce(jsonResponse(200, { accessToken: 'new', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(jsonResponse(200, {}));
    await request('/orders/3/settle', { method: 'PUT', schema: z.unknown() });
    expect(keyOf(2)).toBe(keyOf(0));
  });
});
