import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The security headers of an HTML page and of an API answer. */
const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-dist-'));
await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Platforma</title>');

const PAGE = '/v2/zlecenia';
const API = '/api/v2/users/me';

const headersOf = async (app: FastifyInstance, url: string, extra: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers: extra })).headers;

describe('security headers', () => {
  let plain: TestApp;
  let behindTls: TestApp;

  beforeAll(async () => {
    plain = await createTestApp({ WEB_DIST_DIR: distDir });
    behindTls = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://platforma.example.pl' });
  });
  afterAll(async () => {
    await plain?.close();
    await behindTls?.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it.each([
    ['an HTML page', PAGE],
    ['an API answer (401)', API],
  ])('%s carries CSP with frame-ancestors, a referrer policy and nosniff', async (_name, url) => {
    const headers = await headersOf(plain.app, url);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the HTML page is the web app itself', async () => {
    const response = await plain.app.inject({ method: 'GET', url: PAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends no HSTS over plain http', async () => {
    for (const url of [PAGE, API]) {
      expect((await headersOf(plain.app, url))['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when the public address is https', async () => {
    for (const url of [PAGE, API]) {
      expect((await headersOf(behindTls.app, url))['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
