import { errorMessage } from '@platform/shared';
import { vi } from 'vitest';
import { env } from '@/config/env';
import { jsonResponse } from './factories';

/** What a handler of the stubbed API is given. */
export type StubRequest = {
  method: string;
  /** the path under its API base: '/orders/12/notes' */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** the parsed JSON body, or undefined */
  body: unknown;
  url: string;
  init: RequestInit | undefined;
};

/**
 * A handler answers with a Response (any status, as built by `jsonResponse`), a value (200 with
 * it as JSON), or nothing (204).
 */
export type StubHandler = (request: StubRequest) => unknown;

/**
 * 'GET /users/me', 'POST /orders/:id/notes', or a path alone for any method; a last segment '*'
 * matches the rest ('GET /orders/*', '*' alone: every call).
 */
export type StubRoutes = Record<string, StubHandler>;

const BASES = [env.apiV2Base, env.apiV1Base, env.autocompleteBase].sort((a, b) => b.length - a.length);

const underBase = (pathname: string): string => {
  const base = BASES.find((b) => pathname === b || pathname.startsWith(`${b}/`));
  return base ? pathname.slice(base.length) || '/' : pathname;
};

type Route = { method: string | null; segments: string[]; handler: StubHandler };

const compile = (routes: StubRoutes): Route[] =>
  Object.entries(routes).map(([key, handler]) => {
    const [first, second] = key.trim().split(/\s+/);
    const [method, pattern] = second === undefined ? [null, first ?? ''] : [first?.toUpperCase() ?? null, second];
    return { method, segments: pattern.split('/').filter(Boolean), handler };
  });

const match = (route: Route, method: string, segments: string[]): Record<string, string> | null => {
  if (route.method !== null && route.method !== method) return null;
  const rest = route.segments.at(-1) === '*';
  const fixed = rest ? route.segments.slice(0, -1) : route.segments;
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of fixed.entries()) {
    const actual = segments[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
};

const parseBody = (body: RequestInit['body']): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Stubs `fetch` with a table of API routes (first match wins); a route not in the table answers
 * 404 in the API's error shape. Returns the mock, so a test can read the calls it made.
 */
export const stubApi = (routes: StubRoutes) => {
  const table = compile(routes);
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = underBase(parsed.pathname);
    const segments = path.split('/').filter(Boolean);
    for (const route of table) {
      const params = match(route, method, segments);
      if (!params) continue;
      const request = { method, path, params, query: parsed.searchParams, body: parseBody(init?.body), url, init };
      const answer = await route.handler(request);
      if (answer instanceof Response) return answer;
      return answer === undefined ? new Response(null, { status: 204 }) : jsonResponse(200, answer);
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: errorMessage('NOT_FOUND') });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
