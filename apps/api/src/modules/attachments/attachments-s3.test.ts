import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, type UploadTarget } from '@platform/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { notImages, png } from './test-helpers.js';

const BUCKET = 'platforma-test';

describe('file uploads with S3-compatible storage (s3rver)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;

  beforeAll(async () => {
    s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3?.close();
    await fs.rm(s3Dir, { recursive: true, force: true });
  });
  const t = useTestApp({
    logins: ['klient'],
    env: () => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  });
  const { klient } = t.headers;

  const put = (target: UploadTarget, body: Buffer, contentType: string) =>
    fetch(target.fields.presignedUrl, { method: 'PUT', headers: { 'content-type': contentType }, body });
  const acquire = async (target: string, fileName: string, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/attachments/${target}/${encodeURIComponent(fileName)}`,
      headers: klient,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as UploadTarget;
  };

  it('answers a presigned PUT that binds the Content-Type and size, and reads the file back', async () => {
    const file = Buffer.from('%PDF-1.4\nkosztorys\n%%EOF\n');
    const target = await acquire('ORDER', 'Kosztorys ofertowy.pdf', {
      size: file.length,
      contentType: 'application/pdf',
    });
    const presigned = new URL(target.fields.presignedUrl);
    expect(presigned.origin).toBe(endpoint);
    expect(presigned.pathname).toMatch(
      new RegExp(`^/${BUCKET}/order/\\d{4}/\\d{2}/${target.uuid}/Kosztorys-ofertowy\\.pdf$`),
    );
    expect(presigned.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(presigned.searchParams.get('x-amz-acl')).toBeNull();
    expect([...presigned.searchParams.keys()].some((k) => k.toLowerCase().includes('checksum'))).toBe(false);

    const before = await t.app.inject({ url: `/api/v2/attachments/${target.uuid}`, headers: klient });
    expect(before.statusCode).toBe(404);

    const upload = await fetch(target.fields.presignedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: file,
    });
    expect(upload.status, await upload.text()).toBe(200);

    // A private file: `url` is a presigned GET, and the object is not readable without it.
    expect(new URL(target.url).searchParams.get('X-Amz-Signature')).toBeTruthy();
    const download = await fetch(target.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);

    const entity = await t.app.inject({ url: `/api/v2/attachments/${target.uuid}`, headers: klient });
    expect(entity.statusCode).toBe(200);
    expect(entity.json()).toMatchObject({ uuid: target.uuid, attachmentName: 'Kosztorys ofertowy.pdf' });
    const row = await t.app.db.query.attachments.findFirst({ where: (a, { eq }) => eq(a.uuid, target.uuid) });
    expect(row?.uploadedAt).toBeInstanceOf(Date);
    expect(row?.sizeBytes).toBe(file.length);
    // Confirmed: anything but an image is served as a download.
    const confirmed = await fetch(target.url);
    expect(confirmed.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('publishes a public image only once confirmed, with the type of its bytes, shown inline', async () => {
    const target = await acquire('COMPANY_GALLERY', 'Realizacja 1', {
      size: png.length,
      contentType: 'application/octet-stream',
    });
    // Uploaded private: the object becomes public-read when its bytes are checked.
    expect(new URL(target.fields.presignedUrl).searchParams.get('x-amz-acl')).toBeNull();
    expect(target.url).toBe(
      `${endpoint}/${BUCKET}${new URL(target.fields.presignedUrl).pathname.slice(BUCKET.length + 1)}`,
    );

    const upload = await put(target, png, 'application/octet-stream');
    expect(upload.status).toBe(200);
    const confirm = await t.app.inject({ url: `/api/v2/attachments/${target.uuid}`, headers: klient });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const download = await fetch(target.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a page, a program and an SVG in an image slot when confirmed, and deletes the object', async () => {
    for (const [name, body] of [
      ['logo.png', notImages.html],
      ['logo.gif', notImages.exe],
      ['logo.webp', notImages.svg],
    ] as const) {
      const target = await acquire('COMPANY_LOGO', name, { size: body.length, contentType: 'image/png' });
      expect((await put(target, body, 'image/png')).status).toBe(200);
      const confirm = await t.app.inject({ url: `/api/v2/attachments/${target.uuid}`, headers: klient });
      expect(confirm.statusCode, name).toBe(400);
      expect(confirm.json()).toMatchObject({ code: 'FILE_NOT_IMAGE', message: MESSAGES.fileNotImage(name) });
      expect((await fetch(target.url)).status, name).toBe(404);
    }
  });

  it('serves a public file that is not an image as a download, never with the uploader’s type', async () => {
    const target = await acquire('COMPANY_OFFER', 'cennik.html', {
      size: notImages.html.length,
      contentType: 'text/html',
    });
    expect((await put(target, notImages.html, 'text/html')).status).toBe(200);
    const confirm = await t.app.inject({ url: `/api/v2/attachments/${target.uuid}`, headers: klient });
    expect(confirm.statusCode).toBe(200);
    const download = await fetch(target.url);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('keeps the limits and serves no local storage routes', async () => {
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/v2/attachments/ORDER/wielki.zip',
      headers: klient,
      payload: { size: 60 * 1024 * 1024 },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');
    const local = await t.app.inject({ method: 'PUT', url: '/api/v2/storage/upload/order/x', payload: 'x' });
    expect(local.statusCode).toBe(404);
  });
});
