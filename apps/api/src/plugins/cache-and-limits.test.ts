import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { redisReachable, TEST_REDIS_URL } from '../test/test-redis.js';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

const login = (t: TestApp, ip: string, name = 'klient') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { login: name, password: 'zle-haslo' },
  });

describe('login rate limit (in process)', () => {
  it('answers 429 with Retry-After past the per-minute limit, per client address', async () => {
    const t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
    opened.push(t);
    expect((await login(t, '10.0.0.1')).statusCode).toBe(401);
    expect((await login(t, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(t, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await login(t, '10.0.0.2')).statusCode).toBe(401);
  });
});

describe.runIf(await redisReachable())('Redis-backed cache and rate limits', () => {
  it('caches reference data in Redis and shares the login limit between two instances', async () => {
    const overrides = { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_LOGIN_PER_MINUTE: '2' };
    const first = await createTestApp(overrides);
    const second = await createTestApp(overrides);
    opened.push(first, second);
    await first.app.cache.delete('ref:');
    const tree = (await first.app.inject({ url: '/api/v2/industries' })).json();
    // ioredis adds the 'platforma:' key prefix itself
    expect(await first.app.cache.redis!.exists('ref:industries')).toBe(1);
    expect((await second.app.inject({ url: '/api/v2/industries' })).json()).toEqual(tree);
    const ip = `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    // Redis outlives a test run: a login of its own keeps the per-account count of earlier runs away
    const name = `nikt-${randomUUID()}`;
    expect((await login(first, ip, name)).statusCode).toBe(401);
    expect((await login(second, ip, name)).statusCode).toBe(401);
    expect((await login(first, ip, name)).statusCode).toBe(429);
  });
});

describe('Redis away (nothing listens on its address)', () => {
  it('reads the database instead of the cache, and answers a login it cannot count 503 in Polish, never 500', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    opened.push(t);
    expect((await t.app.inject({ url: '/api/v2/industries' })).statusCode).toBe(200);
    const refused = await login(t, '10.0.0.9');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 503, code: 'CACHE_UNAVAILABLE' });
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'klient', password: 'Demo123!' },
    });
    expect(good.statusCode).toBeLessThan(500);
  });
});
