import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';

let dist: string;
const ASSET = `console.log(${JSON.stringify('Platforma Budowlana '.repeat(200))})`;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Platforma</title><div id="root"></div>');
  await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), ASSET);
  // the build's compressed copies (vite.config.ts)
  await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(ASSET));
  await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(ASSET));
});
afterAll(async () => {
  await fs.rm(dist, { recursive: true, force: true });
});
const t = useTestApp({ env: () => ({ WEB_DIST_DIR: dist }) });

describe('web app under /v2/', () => {
  it('serves index.html for the app root and for any client route (single-page fallback)', async () => {
    for (const url of ['/v2/', '/v2/zlecenia', '/v2/firma/12', '/v2/nie/ma/takiej/strony']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and 404s a missing asset', async () => {
    const asset = await t.app.inject({ url: '/v2/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/v2/assets/missing.js' })).statusCode).toBe(404);
  });

  it("sends the build's brotli or gzip copy that Accept-Encoding allows, varying on it", async () => {
    const url = '/v2/assets/app-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.app.inject({ url: '/v2/..%2F..%2Fetc%2Fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('redirects /v2 and / to /v2/', async () => {
    expect((await t.app.inject({ url: '/v2' })).headers.location).toBe('/v2/');
    expect((await t.app.inject({ url: '/' })).headers.location).toBe('/v2/');
  });

  it('answers a browser outside /api with an HTML page, never JSON (old links, typos)', async () => {
    for (const url of ['/oferta', '/moje-konto', '/inwestycje/szukaj?firma=5', '/v2/assets/missing.js']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('json');
    }
    const page = await t.app.inject({ url: '/polityka<script>' });
    expect(page.body).toContain('<h1>Nie znaleziono strony</h1>');
    expect(page.body).toContain('href="/v2/"');
    expect(page.body).not.toContain('<script>');
  });

  it('keeps the JSON 404 for API calls', async () => {
    const res = await t.app.inject({ url: '/api/v2/nie-ma-takiego' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
