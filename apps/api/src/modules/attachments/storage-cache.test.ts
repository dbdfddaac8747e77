import { describe, expect, it } from 'vitest';
import type { Env } from '../../config/env.js';
import { createS3Storage } from '../../plugins/storage-s3.js';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, pdf, put } from './test-helpers.js';

/** A 1x1 PNG: a real image, whatever checks the stored bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The local storage's files in the browser's HTTP cache (plugins/cache-policy.ts): a public image is
 * the same for everyone; a private file (an order's document) must not stay on a shared computer
 * after its user has gone.
 */
describe('stored files and the browser cache', () => {
  const t = useTestApp({ logins: ['klient'] });

  it('lets a browser keep a public image but never a private file', async () => {
    const image = await acquire(t.app, t.headers.klient, 'COMPANY_LOGO', 'logo.png', {
      size: png.length,
      contentType: 'image/png',
    });
    expect((await put(t.app, image.fields.presignedUrl, png, 'image/png')).statusCode).toBe(204);
    const publicFile = await t.app.inject({ url: image.url });
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('public, max-age=86400');

    const document = await acquire(t.app, t.headers.klient, 'ORDER', 'Przedmiar.pdf', {
      size: pdf.length,
      contentType: 'application/pdf',
    });
    expect((await put(t.app, document.fields.presignedUrl, pdf)).statusCode).toBe(204);
    const privateFile = await t.app.inject({ url: document.url });
    expect(privateFile.statusCode).toBe(200);
    expect(privateFile.headers['cache-control']).toBe('private, no-store');
  });
});

describe('stored files on S3 and the browser cache', () => {
  it('signs private download links that ask the bucket not to let the browser keep the file', async () => {
    const env = {
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'klucz',
      S3_SECRET_ACCESS_KEY: 'sekret',
    } as Env;
    const storage = createS3Storage(env, 'platforma');
    const link = new URL(await storage.createDownloadUrl('order/2025/01/plik/Przedmiar.pdf', false));
    expect(link.searchParams.get('response-cache-control')).toBe('private, no-store');
  });
});
