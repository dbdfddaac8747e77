import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createAppOn, type TestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';
import { redisReachable, TEST_REDIS_URL } from './test-redis.js';

/**
 * Two API instances on one database and one Redis, as behind a load balancer:
 * what one instance counts (login limits per address and per account) and ends (a session) holds
 * on the other. Requests arrive from the proxy's loopback address with X-Forwarded-For, as
 * TRUST_PROXY expects.
 */

const reachable = await redisReachable();
if (!reachable)
  console.warn(`two-instances.test: skipped, Redis is not reachable at ${TEST_REDIS_URL} (TEST_REDIS_URL)`);

const LIMIT = 3;
const FREE_FAILURES = 2;

let database: DatabaseHandle | undefined;
const instances: TestApp[] = [];

const instance = async (overrides: Record<string, string>) => {
  const created = await createAppOn(database!, {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LIMIT),
    LOGIN_FAILURES_BEFORE_DELAY: String(FREE_FAILURES),
    ...overrides,
  });
  instances.push(created);
  return created.app;
};

/** Redis outlives a run: every test counts for an address of its own (198.18.0.0/15, benchmarking). */
const freshAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

const login = (app: FastifyInstance, address: string, name: string, password = 'zle-haslo') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': address },
    payload: { login: name, password },
  });

describe.skipIf(!reachable)('two API instances on one database and one Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await instance({ REDIS_URL: TEST_REDIS_URL });
    b = await instance({ REDIS_URL: TEST_REDIS_URL });
  });

  afterAll(async () => {
    for (const created of instances) await created.close();
    await database?.close();
  });

  it('counts the per-address login limit on both: past it, the other instance answers 429', async () => {
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      codes.push((await login(i % 2 ? b : a, address, `nikt-${randomUUID()}`)).statusCode);
    expect(codes).toEqual(Array(LIMIT).fill(401));
    const over = await login(LIMIT % 2 ? b : a, address, `nikt-${randomUUID()}`);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Another client address behind the same proxy is counted apart.
    expect((await login(a, freshAddress(), `nikt-${randomUUID()}`)).statusCode).toBe(401);
  });

  it('counts an account’s failed logins on both: after them the other instance makes it wait', async () => {
    const name = `nikt-${randomUUID()}`;
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await login(i % 2 ? b : a, freshAddress(), name)).statusCode).toBe(401);
    }
    const waiting = await login(FREE_FAILURES % 2 ? b : a, freshAddress(), name);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts a token signed by one on the other, and a logout on one ends the session on both', async () => {
    const signedIn = await login(a, freshAddress(), 'klient', 'Demo123!');
    expect(signedIn.statusCode).toBe(200);
    const { accessToken, refreshToken } = signedIn.json() as { accessToken: string; refreshToken: string };
    const me = { url: '/api/v2/users/me', headers: { authorization: `Bearer ${accessToken}` } };
    expect((await b.inject(me)).statusCode).toBe(200);
    expect((await a.inject(me)).statusCode).toBe(200);
    const out = await b.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken } });
    expect(out.statusCode).toBe(204);
    // The other instance hears of the logout through Redis pub/sub (plugins/actor-cache.ts): within
    // milliseconds, not within SESSION_CHECK_TTL_MS.
    const heardAt = Date.now();
    await vi.waitFor(async () => expect((await a.inject(me)).statusCode).toBe(401), { timeout: 1000, interval: 5 });
    expect(Date.now() - heardAt).toBeLessThan(500);
  });

  it('without Redis (in process) the same requests are counted per instance: the check above can fail', async () => {
    const c = await instance({});
    const d = await instance({});
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      codes.push((await login(i % 2 ? d : c, address, `nikt-${randomUUID()}`)).statusCode);
    expect(codes).toEqual(Array(LIMIT + 1).fill(401));
  });
});
