import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LIMITS, MESSAGES, type UploadTarget } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, put, requestTarget, storedFile as storedFileIn } from './test-helpers.js';

describe('upload limits: size and files per target', () => {
  const t = useTestApp({ logins: ['klient'] });
  const { klient } = t.headers;
  const storedFile = (target: UploadTarget) => storedFileIn(t.dataDir, target);

  it('refuses a declared size of 50 MB with the exact Polish message', async () => {
    const response = await requestTarget(t.app, klient, 'ORDER', 'Duży plik.zip', { size: LIMITS.uploadMaxBytes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'FILE_TOO_LARGE',
      message: 'Plik Duży plik.zip ma zbyt duży rozmiar.',
    });
    const justBelow = await requestTarget(t.app, klient, 'ORDER', 'ok.zip', { size: LIMITS.uploadMaxBytes - 1 });
    expect(justBelow.statusCode).toBe(200);
  });

  it('stops a body larger than the signed size while streaming and leaves no file', async () => {
    const target = await acquire(t.app, klient, 'ORDER', 'mały.pdf', { size: 10 });
    const chunks = [Buffer.alloc(8, 1), Buffer.alloc(8, 2), Buffer.alloc(8, 3)];
    const response = await put(t.app, target.fields.presignedUrl, Readable.from(chunks));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: MESSAGES.fileTooLarge('mały.pdf') });
    await expect(fs.access(storedFile(target))).rejects.toThrow();
    expect(await fs.readdir(path.dirname(storedFile(target))).catch(() => [])).toEqual([]);

    const declaredLength = await put(t.app, target.fields.presignedUrl, Buffer.alloc(11));
    expect(declaredLength.statusCode).toBe(400);
    // The link still works for the right file.
    expect((await put(t.app, target.fields.presignedUrl, Buffer.alloc(10, 7))).statusCode).toBe(204);
    expect((await fs.readFile(storedFile(target))).equals(Buffer.alloc(10, 7))).toBe(true);
  });

  it('answers 400 over real HTTP when a chunked body outgrows the link, and the link still works', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const target = await acquire(t.app, klient, 'ORDER', 'przez-http.bin', { size: 1000 });
    const oversized = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.request(`${address}${target.fields.presignedUrl}`, { method: 'PUT' }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      request.on('error', reject);
      request.setHeader('content-type', 'application/octet-stream');
      request.write(Buffer.alloc(64 * 1024, 1));
      request.end(Buffer.alloc(64 * 1024, 2));
    });
    expect(oversized.status).toBe(400);
    expect(JSON.parse(oversized.body).message).toBe(MESSAGES.fileTooLarge('przez-http.bin'));
    const fine = await fetch(`${address}${target.fields.presignedUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(1000, 3),
    });
    expect(fine.status).toBe(204);
  });

  it('stops a stream past 50 MB when no size was declared', async () => {
    const target = await acquire(t.app, klient, 'ADDITIONAL', 'bez-rozmiaru.bin');
    const megabyte = Buffer.alloc(1024 * 1024, 1);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 51; i++) yield megabyte;
      })(),
    );
    const response = await put(t.app, target.fields.presignedUrl, body, 'application/octet-stream');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect(await fs.readdir(path.dirname(storedFile(target))).catch(() => [])).toEqual([]);
  });

  it('refuses a file over the per-target limit with the exact Polish message', async () => {
    const order = await requestTarget(t.app, klient, 'ORDER', 'trzydziesty pierwszy.pdf', { existingCount: 30 });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({
      status: 400,
      code: 'TOO_MANY_FILES',
      message: 'Przekroczono limit 30 załączników. Plik trzydziesty pierwszy.pdf nie został dodany.',
    });
    const logo = await requestTarget(t.app, klient, 'COMPANY_LOGO', 'drugie-logo.png', { existingCount: 1 });
    expect(logo.json().message).toBe(MESSAGES.tooManyFiles(1, 'drugie-logo.png'));
    expect((await requestTarget(t.app, klient, 'ORDER', 'ok.pdf', { existingCount: 29 })).statusCode).toBe(200);
  });
});

describe('hourly upload limit', () => {
  const t = useTestApp({ logins: ['klient'], env: { UPLOAD_HOURLY_LIMIT: '2' } });
  const { klient } = t.headers;

  it('answers 429 with Retry-After once a user has acquired the hourly number of targets', async () => {
    await acquire(t.app, klient, 'ORDER', '1.pdf');
    await acquire(t.app, klient, 'ORDER', '2.pdf');
    const third = await requestTarget(t.app, klient, 'ORDER', '3.pdf');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ status: 429, code: 'UPLOAD_LIMIT_EXCEEDED', message: MESSAGES.uploadHourlyLimit });
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // The limit is per user.
    const other = await t.login('subkonto');
    expect((await requestTarget(t.app, other, 'ORDER', '1.pdf')).statusCode).toBe(200);
  });

  it('holds under concurrent calls of one user', async () => {
    const staff = await t.login('administrator');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => requestTarget(t.app, staff, 'ORDER', `${i}.pdf`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });
});
