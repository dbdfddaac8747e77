import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { loginAs } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';
import { waitFor } from '../test/wait-for.js';
import { redactUrl } from './logging.js';

/**
 * The log of the real app, read line by line: no secret a request carries reaches it, and every line
 * written while a request is served (the app's own logger, a slow statement, a job it enqueued) names
 * the request's id, which its answer carries in X-Request-Id.
 */
type Line = Record<string, unknown> & { msg?: string; reqId?: string };
const lines: string[] = [];
const parsed = (): Line[] => lines.map((line) => JSON.parse(line) as Line);
const ofRequest = (id: string) => parsed().filter((line) => line.reqId === id);

const QUEUE = 'logging-test';
let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-log-'));
  const env = loadEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // every statement of the search counts as slow here
    SLOW_QUERY_MS: '1',
  });
  app = await buildApp({ env, database, logStream: { write: (line) => void lines.push(line) } });
  // A call that logs through the app's logger (as services do) after a wait, and enqueues a job whose
  // handler logs too: both outside the request's child logger.
  await app.jobs.boss.createQueue(QUEUE);
  await app.jobs.boss.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    app.log.info('test job ran');
  });
  app.post('/api/test/log-through-app', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.log.info('logged by the app logger');
    await app.jobs.boss.send(QUEUE, { n: 1 });
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('redaction', () => {
  it('no token, signature, password, cookie or bearer token of a request reaches the log', async () => {
    const { accessToken, refreshToken } = await loginAs(app, 'klient');
    const secrets = {
      token: 'TOKSECRET1',
      signature: 'SIGSECRET2',
      sig: 'SIGSECRET3',
      code: 'CODESECRET4',
      password: 'PWSECRET5',
      'X-Amz-Signature': 'AMZSECRET6',
      'X-Amz-Credential': 'AMZCRED7',
    };
    const query = new URLSearchParams({ ...secrets, page: '2' }).toString();
    await app.inject({
      method: 'GET',
      url: `/api/v2/users/me?${query}`,
      headers: { authorization: `Bearer ${accessToken}`, cookie: `refresh=${refreshToken}` },
    });
    await app.inject({ method: 'GET', url: '/api/v2/users/activation/ACTIVATIONSECRET8abcdef' });
    await app.inject({ method: 'GET', url: `/api/files/x.pdf?expires=1&signature=${secrets.signature}` });

    const log = lines.join('\n');
    for (const secret of [
      ...Object.values(secrets),
      'ACTIVATIONSECRET8abcdef',
      accessToken,
      refreshToken,
      'Demo123!',
    ]) {
      expect(log).not.toContain(secret);
    }
    // the URLs are still there, readable, with the secrets replaced
    const urls = parsed().flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain(
      '/api/v2/users/me?token=[REDACTED]&signature=[REDACTED]&sig=[REDACTED]&code=[REDACTED]&password=[REDACTED]&X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]&page=2',
    );
    expect(urls).toContain('/api/v2/users/activation/[REDACTED]');
  });

  it('redacts what a line logs on purpose: headers and fields named for secrets', () => {
    app.log.info({ headers: { authorization: 'Bearer HEADERSECRET', cookie: 'c=COOKIESECRET' }, password: 'PW9' }, 'x');
    app.log.info({ user: { password: 'NESTEDPW', token: 'NESTEDTOKEN' } }, 'y');
    const log = lines.join('\n');
    for (const secret of ['HEADERSECRET', 'COOKIESECRET', 'PW9', 'NESTEDPW', 'NESTEDTOKEN'])
      expect(log).not.toContain(secret);
  });

  it('keeps ordinary parameters and malformed escapes as they are', () => {
    expect(redactUrl('/api/v2/orders?page=1&search=rur%C4%85')).toBe('/api/v2/orders?page=1&search=rur%C4%85');
    expect(redactUrl('/x?%E0=1&Token=abc')).toBe('/x?%E0=1&Token=[REDACTED]');
  });
});

describe('request ids', () => {
  it('an incoming X-Request-Id of safe characters is answered and names every line of the request', async () => {
    const id = 'lb-7f3a.9:22_x';
    const res = await app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(id);
    expect(ofRequest(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['unsafe characters', '<script>alert(1)</script>'],
    ['a newline', 'abc\ndef'],
    ['over 64 characters', 'a'.repeat(65)],
  ])('an incoming id with %s is replaced by a new one', async (_what, given) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    const id = String(res.headers['x-request-id']);
    expect(id).not.toBe(given);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ofRequest(id).length).toBeGreaterThan(0);
  });

  it("lines of the app's own logger and of a job the request enqueued carry its id", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/log-through-app', payload: { any: 'body' } });
    const id = String(res.headers['x-request-id']);
    expect(ofRequest(id).map((line) => line.msg)).toContain('logged by the app logger');
    await waitFor(() => ofRequest(id).some((line) => line.msg === 'test job ran'), 15_000, 'the job to log');
  });

  it('a slow statement is logged with the route and the request id', async () => {
    const { headers } = await loginAs(app, 'klient');
    const res = await app.inject({ method: 'GET', url: '/api/v2/companies/search?search=bud', headers });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    const slow = ofRequest(id).filter((line) => line.msg === 'slow query');
    expect(slow.length).toBeGreaterThan(0);
    expect(slow[0]).toMatchObject({ route: '/api/v2/companies/search', level: 40 });
    expect(typeof slow[0]?.durationMs).toBe('number');
  });

  it('an error answer carries the id too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/no-such-call', headers: { 'x-request-id': 'err-1' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('err-1');
  });
});
