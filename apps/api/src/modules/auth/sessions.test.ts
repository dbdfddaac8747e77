import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { deviceOf } from './sessions.service.js';

/** 'Moje konto': the account's open sessions and their ending (OWASP ASVS 3.3.4). */
const t = useTestApp();

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const logIn = async (login: string, userAgent: string, remoteAddress: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login, password: DEMO_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  const tokens = res.json() as { accessToken: string; refreshToken: string };
  return { ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
};
const sessions = (headers: Record<string, string>) => t.app.inject({ url: '/api/v2/users/me/sessions', headers });

describe('GET /users/me/sessions', () => {
  it('lists the open sessions with their browser, address and times, marking the current one', async () => {
    const user = await buildUser(t.app.db);
    const laptop = await logIn(user.login, CHROME, '10.2.0.1');
    const phone = await logIn(user.login, IPHONE, '10.2.0.2');
    const res = await sessions(laptop.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { device: string; ip: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Chrome 156 · Linux', ip: '10.2.0.1' });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Safari 18 · iOS', ip: '10.2.0.2' });
    // another user's sessions are not in the list
    const other = await buildUser(t.app.db);
    await logIn(other.login, CHROME, '10.2.0.3');
    expect((await sessions(phone.headers)).json()).toHaveLength(2);
  });

  it('is for a logged-in user only', async () => {
    expect((await sessions({})).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one session of the account at once, and refuses a session of another account', async () => {
    const user = await buildUser(t.app.db);
    const laptop = await logIn(user.login, CHROME, '10.3.0.1');
    const phone = await logIn(user.login, IPHONE, '10.3.0.2');
    const phoneId = ((await sessions(laptop.headers)).json() as { id: string; current: boolean }[]).find(
      (s) => !s.current,
    )!.id;
    const stranger = await buildUser(t.app.db);
    const strangerLogin = await logIn(stranger.login, CHROME, '10.3.0.3');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/me/sessions/${phoneId}`,
      headers: strangerLogin.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Nie znaleziono sesji.');

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/me/sessions/${phoneId}`,
      headers: laptop.headers,
    });
    expect(ended.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v2/users/me', headers: phone.headers })).statusCode).toBe(401);
    expect((await sessions(laptop.headers)).json()).toHaveLength(1);
  });

  it("'Wyloguj wszystkie pozostałe' keeps only the caller's session", async () => {
    const user = await buildUser(t.app.db);
    const here = await logIn(user.login, CHROME, '10.4.0.1');
    const others = [await logIn(user.login, IPHONE, '10.4.0.2'), await logIn(user.login, CHROME, '10.4.0.3')];
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/users/me/sessions', headers: here.headers });
    expect(res.statusCode).toBe(204);
    for (const other of others)
      expect((await t.app.inject({ url: '/api/v2/users/me', headers: other.headers })).statusCode).toBe(401);
    const left = (await sessions(here.headers)).json() as { current: boolean }[];
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('refuses a malformed session id with a Polish message', async () => {
    const user = await buildUser(t.app.db);
    const here = await logIn(user.login, CHROME, '10.5.0.1');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/users/me/sessions/abc', headers: here.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nie znaleziono sesji.');
  });
});

describe('deviceOf', () => {
  it('names the browser and the system, or nothing for an empty header', () => {
    expect(deviceOf(CHROME)).toBe('Chrome 156 · Linux');
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('curl/8.0')).toBeNull();
  });
});
