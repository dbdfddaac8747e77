import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { loginDelayMs } from './login-throttle.js';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const open = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
};

let address = 0;
/** Each attempt from another address, so only the per-account limit can refuse it. */
const attempt = (t: TestApp, login: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    headers,
    payload: { login, password },
  });

/** Moves the clock on for the in-process cache and the throttle. */
const later = (ms: number) => {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
};

describe('failed logins per account', () => {
  it('waits 30 s after the free failures, doubling per failure up to 15 min', () => {
    const delays = [4, 5, 6, 7, 10, 40].map((failures) => loginDelayMs(failures, 5, 900) / 1000);
    expect(delays).toEqual([0, 30, 60, 120, 900, 900]);
  });

  it('refuses further attempts of a known login with a growing wait, from any address, until a success', async () => {
    const t = await open({ LOGIN_FAILURES_BEFORE_DELAY: '2', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    expect((await attempt(t, 'klient', 'zle-haslo')).statusCode).toBe(401);
    expect((await attempt(t, 'klient', 'zle-haslo')).statusCode).toBe(401);
    const refused = await attempt(t, 'KLIENT', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      status: 429,
      code: 'LOGIN_THROTTLED',
      message: 'Zbyt wiele nieudanych prób logowania. Odczekaj chwilę i spróbuj ponownie.',
    });
    later(31_000);
    expect((await attempt(t, 'klient', 'zle-haslo')).statusCode).toBe(401);
    expect((await attempt(t, 'klient', DEMO_PASSWORD)).headers['retry-after']).toBe('60');
    later(61_000 + 31_000);
    expect((await attempt(t, 'klient', DEMO_PASSWORD)).statusCode).toBe(200);
    // the success reset the count: two more failures are free again
    expect((await attempt(t, 'klient', 'zle-haslo')).statusCode).toBe(401);
    expect((await attempt(t, 'klient', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown login exactly as a known one', async () => {
    const t = await open({ LOGIN_FAILURES_BEFORE_DELAY: '2', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    const answers = async (login: string) => {
      const out = [];
      for (let i = 0; i < 3; i++) {
        const res = await attempt(t, login, 'zle-haslo');
        out.push([res.statusCode, res.json(), res.headers['retry-after']]);
      }
      return out;
    };
    expect(await answers('nie-ma-takiego-konta')).toEqual(await answers('subkonto'));
  });
});

describe('client address behind proxies', () => {
  const limited = async (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { login: `x${forwardedFor}`, password: 'zle-haslo' },
    });

  it('ignores X-Forwarded-For by default, so a made-up header does not dodge the per-address limit', async () => {
    const t = await open({ RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
    expect((await limited(t, '1.1.1.1')).statusCode).toBe(401);
    expect((await limited(t, '2.2.2.2')).statusCode).toBe(401);
    expect((await limited(t, '3.3.3.3')).statusCode).toBe(429);
  });

  it('believes only configured proxies', async () => {
    const t = await open({ RATE_LIMIT_LOGIN_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect((await limited(t, ip)).statusCode).toBe(401);
  });

  it('reads the setting as off, a hop count or a list of addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
