import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UploadTarget } from '@platform/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

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
  });

  it('uploads a public target as public-read and answers its object URL', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
    const target = await acquire('COMPANY_GALLERY', 'Realizacja 1.png', { size: png.length, contentType: 'image/png' });
    expect(new URL(target.fields.presignedUrl).searchParams.get('x-amz-acl')).toBe('public-read');
    expect(target.url).toBe(
      `${endpoint}/${BUCKET}${new URL(target.fields.presignedUrl).pathname.slice(BUCKET.length + 1)}`,
    );

    const upload = await fetch(target.fields.presignedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(upload.status).toBe(200);
    const download = await fetch(target.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
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
