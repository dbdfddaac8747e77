import { randomUUID } from 'node:crypto';
import { userMeSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login', () => {
  it('answers a token pair for a demo user', async () => {
    const res = await post('/api/v1/auth/login', { login: 'klient', password: 'Demo123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  it('accepts the e-mail address as login, case-insensitively', async () => {
    const me = await t.app.inject({ url: '/api/v2/users/me', headers: (await loginAs(t.app, 'klient')).headers });
    const email = me.json().email.email as string;
    const res = await post('/api/v1/auth/login', { login: email.toUpperCase(), password: 'Demo123!' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and a Polish message, same as an unknown login', async () => {
    const wrong = await post('/api/v1/auth/login', { login: 'klient', password: 'zle-haslo' });
    const unknown = await post('/api/v1/auth/login', { login: 'nie-ma-takiego', password: 'Demo123!' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Nieprawidłowy login lub hasło.',
      });
    }
  });

  it('answers 400 with a code for malformed bodies, never 500', async () => {
    const cases = [
      { payload: {}, type: 'application/json' },
      { payload: { login: '', password: '' }, type: 'application/json' },
      { payload: { login: 42, password: ['x'] }, type: 'application/json' },
      { payload: '{"login": "klient", ', type: 'application/json' },
      { payload: 'login=klient', type: 'text/plain' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: c.payload as string,
        headers: { 'content-type': c.type },
      });
      expect(res.statusCode, JSON.stringify(c)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(c)).toBeLessThan(500);
      expect(res.json()).toMatchObject({
        status: res.statusCode,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});

describe('users/me', () => {
  it('answers exactly the fields of the "User (me)" entity', async () => {
    const { headers } = await loginAs(t.app, 'klient');
    const res = await t.app.inject({ url: '/api/v2/users/me', headers });
    expect(res.statusCode).toBe(200);
    const me = userMeSchema.strict().parse(res.json());
    expect(me).toMatchObject({
      id: expect.any(Number),
      login: 'klient',
      accountType: 'CLIENT',
      companyAdmin: true,
      isAdmin: false,
      isSubsidized: false,
    });
    expect(me.company?.id).toEqual(expect.any(Number));
    expect(me.temporaryPermissions).toEqual([]);
  });

  it.each([
    ['superadmin', 'SUPERADMIN', true, false],
    ['administrator', 'ADMINISTRATOR', true, false],
    ['manager', 'MANAGER', true, false],
    ['sales', 'SALES', true, false],
    ['subkonto', 'SUBACCOUNT', false, false],
    ['dotowany', 'SUBSIDIZED_CLIENT', false, true],
  ])('%s is %s (admin %s, subsidised %s)', async (login, accountType, isAdmin, isSubsidized) => {
    const { headers } = await loginAs(t.app, login);
    const me = (await t.app.inject({ url: '/api/v2/users/me', headers })).json();
    expect(me).toMatchObject({ accountType, isAdmin, isSubsidized });
  });

  it('answers 401 without a token, with a garbage token and with an expired token', async () => {
    expect((await t.app.inject({ url: '/api/v2/users/me' })).statusCode).toBe(401);
    const garbage = await t.app.inject({ url: '/api/v2/users/me', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.statusCode).toBe(401);
    const { signAccess } = t.app.tokens;
    const expired = await signAccess({ kind: 'user', userId: 1, sessionId: randomUUID() }, -10);
    const res = await t.app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('refresh', () => {
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { authorization: `Bearer ${token}` } });

  it('rotates the refresh token and the new access token works', async () => {
    const first = await loginAs(t.app, 'subkonto');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    const me = await t.app.inject({
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(me.json().login).toBe('subkonto');
  });

  it('rejects a reused old refresh token and revokes the whole session', async () => {
    const first = await loginAs(t.app, 'subkonto');
    const second = (await refresh(first.refreshToken)).json();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_INVALID');
    // the token issued from the leaked one is revoked too
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('rejects a missing or unknown refresh token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/refresh' })).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const session = await loginAs(t.app, 'subkonto');
    const res = await post('/api/v1/auth/logout', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('register', () => {
  const valid = {
    company: { name: 'Nowa Firma Budowlana Sp. z o.o.', nip: '526-000-12-46', city: 'Kraków', zipCode: '30-001' },
    user: {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna.nowak@example.pl',
      login: 'anowak',
      password: 'Haslo1234',
    },
    acceptTerms: true,
  };

  it('creates the company and its first user as company admin, and stores a welcome e-mail', async () => {
    const res = await post('/api/v1/auth/register', valid);
    expect(res.statusCode, res.body).toBe(201);
    const me = (
      await t.app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${res.json().accessToken}` } })
    ).json();
    expect(me).toMatchObject({ login: 'anowak', accountType: 'CLIENT', companyAdmin: true });
    const outbox = await t.app.database.db.query.emailOutbox.findMany();
    expect(outbox.some((e) => e.to === 'anna.nowak@example.pl' && e.kind === 'REGISTRATION')).toBe(true);
  });

  it('refuses duplicates with 409 and their codes', async () => {
    const again = await post('/api/v1/auth/register', valid);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LOGIN_ALREADY_EXISTS');
    const sameEmail = await post('/api/v1/auth/register', { ...valid, user: { ...valid.user, login: 'inny' } });
    expect(sameEmail.json().code).toBe('EMAIL_ALREADY_EXISTS');
    const sameNip = await post('/api/v1/auth/register', {
      ...valid,
      user: { ...valid.user, login: 'inny2', email: 'inny2@example.pl' },
    });
    expect(sameNip.json().code).toBe('NIP_ALREADY_EXISTS');
  });

  it('refuses invalid data with 400 and the Polish field message', async () => {
    const badNip = await post('/api/v1/auth/register', {
      ...valid,
      company: { ...valid.company, nip: '123-456-78-90' },
    });
    expect(badNip.statusCode).toBe(400);
    expect(badNip.json().message).toContain('NIP jest niepoprawny');
    const weak = await post('/api/v1/auth/register', { ...valid, user: { ...valid.user, password: 'krotkie' } });
    expect(weak.json().message).toContain('Hasło musi mieć co najmniej 8 znaków');
    const noTerms = await post('/api/v1/auth/register', { ...valid, acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
  });
});
