import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

const t = useTestApp({ logins: ['wykonawca'] });

describe('compression of API answers', () => {
  it('sends an answer above 1 KB as brotli when the browser takes it, else gzip, and the same JSON', async () => {
    const url = '/api/v2/orders?page=0&size=10';
    const plain = await t.app.inject({ url, headers: t.headers.wykonawca });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ url, headers: { ...t.headers.wykonawca, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url, headers: { ...t.headers.wykonawca, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer and an error as they are', async () => {
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const invalid = await t.app.inject({
      url: '/api/v2/orders?page=abc',
      headers: { ...t.headers.wykonawca, 'accept-encoding': 'br' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ status: 400 });
  });

  it('refuses a compressed request body that inflates past the body limit, and one that is not what it says', async () => {
    const headers = { ...t.headers.wykonawca, 'content-type': 'application/json', 'content-encoding': 'gzip' };
    // 3 KB on the wire, 3 MB inflated: the 2 MB limit counts what the body becomes
    const bomb = zlib.gzipSync(Buffer.from(JSON.stringify({ name: 'a'.repeat(3 * 1024 * 1024) })));
    const big = await t.app.inject({ method: 'POST', url: '/api/v2/user-filters', headers, payload: bomb });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Treść żądania jest zbyt duża.' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user-filters',
      headers,
      payload: Buffer.from('to nie jest gzip'),
    });
    expect(broken.statusCode).toBe(400);
  });
});
