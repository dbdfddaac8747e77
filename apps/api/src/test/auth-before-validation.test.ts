import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.js';

/**
 * Spec 8: a 401 tells the client to refresh its token and retry. Every operation the OpenAPI
 * document marks as needing a login (its `security` has no empty requirement) answers an anonymous
 * or badly signed caller 401 before it looks at the path, the query or the body: a malformed
 * request never gets the route's validation message first (plugins/auth.ts runs the guards first).
 */
const t = useTestApp();

type Security = Record<string, string[]>[];
type OpenApiDoc = {
  security?: Security;
  paths: Record<string, Record<string, { security?: Security; parameters?: { in: string; name: string }[] }>>;
};
type Operation = { method: string; path: string; query: string[]; needsLogin: boolean };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Bodies no schema of the contract accepts: wrong shape, wrong types, not JSON at all, nothing.
const BODIES = ['[]', '{"x":{"y":[]}}', '{', '', 'null', '"\\u0000"'];
const CALLERS: [string, Record<string, string>][] = [
  ['anonymous', {}],
  ['bad token', { authorization: 'Bearer a.b.c' }],
];

let operations: Operation[];
beforeAll(async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      needsLogin: !(op.security ?? doc.security ?? []).some((requirement) => Object.keys(requirement).length === 0),
    })),
  );
});

const malformedUrl = (op: Operation) => {
  const path = op.path.replace(/\{[^}]+\}/g, 'x%00');
  const query = [...op.query, 'x'].map((name) => `${name}=%00-1`).join('&');
  return `${path}?${query}`;
};

describe('a call that needs a login', () => {
  it('is told apart from a public one in the OpenAPI document', () => {
    const needsLogin = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path)?.needsLogin;
    expect(needsLogin('GET', '/api/v2/users/me')).toBe(true);
    expect(needsLogin('POST', '/api/v2/users/invite')).toBe(true);
    expect(needsLogin('PUT', '/api/v2/companies/{id}/basics')).toBe(true);
    expect(needsLogin('POST', '/api/v1/auth/login')).toBe(false);
    expect(needsLogin('GET', '/api/health')).toBe(false);
  });

  it('answers 401 to an anonymous or badly signed malformed request, never its validation message', async () => {
    const guarded = operations.filter((op) => op.needsLogin);
    expect(guarded.filter((op) => WRITES.has(op.method)).length).toBeGreaterThanOrEqual(53);
    const wrong: string[] = [];
    for (const op of guarded) {
      const write = WRITES.has(op.method);
      for (const [who, headers] of CALLERS) {
        for (const body of write ? BODIES : [undefined]) {
          const response = await t.app.inject({
            method: op.method as 'GET',
            url: malformedUrl(op),
            headers: { ...headers, ...(write ? { 'content-type': 'application/json' } : {}) },
            ...(body === undefined ? {} : { payload: body }),
          });
          const code = response.statusCode === 401 ? response.json().code : null;
          if (code !== 'UNAUTHORIZED') wrong.push(`${who}: ${op.method} ${op.path} ${body} -> ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to HEAD of a GET that needs a login', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/v2/users/me?x=%00' });
    expect(response.statusCode).toBe(401);
  });
});
