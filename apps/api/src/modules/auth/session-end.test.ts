import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

// A long cache time on purpose: the logout itself must end the session, not the cache running out.
const t = useTestApp({ env: { SESSION_CHECK_TTL_MS: '600000' } });

const me = (accessToken: string) =>
  t.app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { authorization: `Bearer ${token}` } });

describe('an access token ends with its session', () => {
  it('is refused right after logout, before it expires', async () => {
    const session = await loginAs(t.app, 'subkonto');
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const after = await me(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('is refused once a reused refresh token revokes its family, the rotated pair included', async () => {
    const first = await loginAs(t.app, 'subkonto');
    const second = (await refresh(first.refreshToken)).json();
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(second.accessToken)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the same user open', async () => {
    const phone = await loginAs(t.app, 'subkonto');
    const laptop = await loginAs(t.app, 'subkonto');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken: phone.refreshToken } });
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('refuses a validly signed token of a session that never existed', async () => {
    const { id } = (await me((await loginAs(t.app, 'subkonto')).accessToken)).json();
    const forged = await t.app.tokens.signAccess({ kind: 'user', userId: id, sessionId: randomUUID() }, 60);
    expect((await me(forged)).statusCode).toBe(401);
  });
});
