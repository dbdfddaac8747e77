import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['administrator'] });
const staff = { headers: t.headers.administrator };
let klientId: number;

beforeAll(async () => {
  const klient = await t.app.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.login, 'klient') });
  klientId = klient!.id;
});

const issueLink = async (permissions: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/admin/temporary-access-links',
    headers: staff.headers,
    payload: { userId: klientId, permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
};

const exchange = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/temporary-access-token', payload: { token } });

const temporaryHeaders = (accessToken: string) => ({
  authorization: `Bearer ${accessToken}`,
  'x-access-type': 'temporary',
});

describe('temporary access', () => {
  it('exchanges a one-time token once; the second exchange fails', async () => {
    const token = await issueLink(['TEST_VIEW']);
    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accessToken: expect.any(String) });
    const second = await exchange(token);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('TEMPORARY_ACCESS_INVALID');
  });

  it('rejects unknown tokens and empty bodies', async () => {
    expect((await exchange('nieznany')).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v2/temporary-access-token', payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('verify answers the temporary access type and permissions; users/me lists them', async () => {
    const { accessToken } = (await exchange(await issueLink(['TEST_VIEW', 'TEST_CREATE']))).json();
    const verify = await t.app.inject({
      url: '/api/v2/test/temporary-access-token/verify',
      headers: temporaryHeaders(accessToken),
    });
    expect(verify.json()).toEqual({ valid: true, accessType: 'TEMPORARY', permissions: ['TEST_VIEW', 'TEST_CREATE'] });
    const withPerms = await t.app.inject({
      url: '/api/v2/test/temporary-access-token/verify-with-permissions',
      headers: temporaryHeaders(accessToken),
    });
    expect(withPerms.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v2/users/me', headers: temporaryHeaders(accessToken) });
    expect(me.json().temporaryPermissions).toEqual(['TEST_VIEW', 'TEST_CREATE']);
  });

  it('verify-with-permissions is 403 when a permission is missing', async () => {
    const { accessToken } = (await exchange(await issueLink(['TEST_VIEW']))).json();
    const res = await t.app.inject({
      url: '/api/v2/test/temporary-access-token/verify-with-permissions',
      headers: temporaryHeaders(accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TEMPORARY_PERMISSION_MISSING');
  });

  it('a temporary token is not honoured without the X-Access-Type header', async () => {
    const { accessToken } = (await exchange(await issueLink(['TEST_VIEW']))).json();
    const res = await t.app.inject({
      url: '/api/v2/test/temporary-access-token/verify',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a normal login verifies as AUTOMATIC', async () => {
    const { headers } = await loginAs(t.app, 'klient');
    const res = await t.app.inject({ url: '/api/v2/test/temporary-access-token/verify', headers });
    expect(res.json()).toEqual({ valid: true, accessType: 'AUTOMATIC', permissions: [] });
    expect((await t.app.inject({ url: '/api/v2/test/temporary-access-token/verify' })).statusCode).toBe(401);
  });

  it('temporary access cannot reach staff calls even for a staff user', async () => {
    const admin = await t.app.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.login, 'superadmin') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/temporary-access-links',
      headers: staff.headers,
      payload: { userId: admin!.id, permissions: ['TEST_VIEW'] },
    });
    const { accessToken } = (await exchange(res.json().token)).json();
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/temporary-access-links',
      headers: temporaryHeaders(accessToken),
      payload: { userId: klientId, permissions: ['TEST_VIEW'] },
    });
    expect(attempt.statusCode).toBe(403);
  });

  it('only staff may issue links', async () => {
    const { headers } = await loginAs(t.app, 'klient');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/admin/temporary-access-links',
      headers,
      payload: { userId: klientId, permissions: ['TEST_VIEW'] },
    });
    expect(res.statusCode).toBe(403);
  });
});
