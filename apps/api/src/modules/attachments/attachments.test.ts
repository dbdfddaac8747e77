import fs from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, MESSAGES, type UploadTarget } from '@platform/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  acquire,
  keyOf,
  pdf,
  png,
  put,
  requestTarget,
  storedFile as storedFileIn,
  UPLOAD_PREFIX,
  withQuery,
} from './test-helpers.js';

describe('file uploads with the local storage', () => {
  const t = useTestApp({ logins: ['klient'] });
  const { klient } = t.headers;
  const filesRoot = () => path.join(t.dataDir, 'files');
  const storedFile = (target: UploadTarget) => storedFileIn(t.dataDir, target);

  afterEach(() => vi.useRealTimers());

  it('uploads a private file to the signed link and downloads it back only with the signed link', async () => {
    const target = await acquire(t.app, klient, 'ORDER', 'Przedmiar robót.pdf', {
      size: pdf.length,
      contentType: 'application/pdf',
      existingCount: 2,
    });
    expect(target.attachmentName).toBe('Przedmiar robót.pdf');
    expect(target.fields.presignedUrl).toMatch(
      new RegExp(`^/api/v2/storage/upload/order/\\d{4}/\\d{2}/${target.uuid}/Przedmiar-robot\\.pdf\\?`),
    );
    expect(target.url).toContain('signature=');

    const uploaded = await put(t.app, target.fields.presignedUrl, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(204);

    const download = await t.app.inject({ url: target.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Przedmiar%20rob%C3%B3t.pdf");

    const unsigned = await t.app.inject({ url: target.url.split('?')[0]! });
    expect(unsigned.statusCode).toBe(403);

    const entity = await t.app.inject({ url: `/api/v2/attachments/${target.uuid}`, headers: klient });
    expect(entity.statusCode).toBe(200);
    expect(entity.json()).toMatchObject({
      uuid: target.uuid,
      name: 'Przedmiar-robot.pdf',
      attachmentName: 'Przedmiar robót.pdf',
      isActive: true,
      isFromKv1: false,
    });
  });

  it('serves a public target to anyone without a signature', async () => {
    const target = await acquire(t.app, klient, 'COMPANY_LOGO', 'logo.png', {
      size: png.length,
      contentType: 'image/png',
    });
    expect(target.url).not.toContain('?');
    expect((await put(t.app, target.fields.presignedUrl, png, 'image/png')).statusCode).toBe(204);
    const download = await t.app.inject({ url: target.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses an expired, altered or reused upload link and a different Content-Type', async () => {
    const target = await acquire(t.app, klient, 'ORDER', 'a.pdf', { contentType: 'application/pdf' });
    const url = target.fields.presignedUrl;

    const tampered = await put(
      t.app,
      withQuery(url, (q) => q.set('max', String(LIMITS.uploadMaxBytes * 10))),
      pdf,
    );
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().code).toBe('UPLOAD_TOKEN_INVALID');
    const badSignature = await put(
      t.app,
      withQuery(url, (q) => {
        // Another first character, whatever the signature starts with.
        const signature = q.get('signature')!;
        q.set('signature', `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`);
      }),
      pdf,
    );
    expect(badSignature.statusCode).toBe(403);
    const otherKey = await put(t.app, url.replace('/a.pdf?', '/b.pdf?'), pdf);
    expect(otherKey.statusCode).toBe(403);
    const wrongType = await put(t.app, url, '<html></html>', 'text/html');
    expect(wrongType.statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (t.app.env.UPLOAD_URL_TTL_SECONDS + 60) * 1000);
    const expired = await put(t.app, url, pdf);
    expect(expired.statusCode).toBe(403);
    vi.useRealTimers();

    expect((await put(t.app, url, pdf)).statusCode).toBe(204);
    const reused = await put(t.app, url, pdf);
    expect(reused.statusCode).toBe(409);
  });

  it('refuses a download link that expired or belongs to another file', async () => {
    const first = await acquire(t.app, klient, 'CONVERSATION', 'pierwszy.pdf');
    const second = await acquire(t.app, klient, 'CONVERSATION', 'drugi.pdf');
    await put(t.app, first.fields.presignedUrl, pdf);
    await put(t.app, second.fields.presignedUrl, pdf);
    const secondSignature = new URL(second.url, 'http://x').searchParams;
    const borrowed = withQuery(first.url, (q) => {
      q.set('expires', secondSignature.get('expires')!);
      q.set('signature', secondSignature.get('signature')!);
    });
    expect((await t.app.inject({ url: borrowed })).statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(403);
  });

  it('answers 401 to anonymous visitors and 400 to an unknown target', async () => {
    const anonymous = await requestTarget(t.app, {}, 'ORDER', 'a.pdf');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: MESSAGES.loginRequired });
    const unknown = await requestTarget(t.app, klient, 'PASSPORT', 'a.pdf');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    const badType = await requestTarget(t.app, klient, 'ORDER', 'a.pdf', { contentType: 'not a type' });
    expect(badType.statusCode).toBe(400);
  });

  it('neutralises path traversal in the file name and in storage paths', async () => {
    const target = await acquire(t.app, klient, 'ORDER', '../../../token-secret');
    expect(target.attachmentName).toBe('../../../token-secret');
    const key = keyOf(target.fields.presignedUrl, UPLOAD_PREFIX);
    expect(key).toMatch(new RegExp(`^order/\\d{4}/\\d{2}/${target.uuid}/token-secret$`));
    expect((await put(t.app, target.fields.presignedUrl, 'x', 'text/plain')).statusCode).toBe(204);
    expect(path.resolve(storedFile(target)).startsWith(filesRoot() + path.sep)).toBe(true);

    for (const url of [
      '/api/v2/storage/files/..%2F..%2Ftoken-secret',
      '/api/v2/storage/files/../../token-secret',
      `/api/v2/storage/files/order/2025/01/${target.uuid}/..%2F..%2F..%2F..%2Fpackage.json`,
    ]) {
      expect([400, 404]).toContain((await t.app.inject({ url })).statusCode);
    }
    const traversalPut = await put(
      t.app,
      '/api/v2/storage/upload/..%2F..%2Fevil?expires=9999999999&max=10&signature=x',
      'x',
    );
    expect([400, 403, 404]).toContain(traversalPut.statusCode);
  });

  it('streams any Content-Type raw in its own scope while JSON routes keep their parser', async () => {
    const json = Buffer.from('{"to jest": "plik, nie żądanie"');
    const target = await acquire(t.app, klient, 'ADDITIONAL', 'dane.json', { contentType: 'application/json' });
    expect((await put(t.app, target.fields.presignedUrl, json, 'application/json')).statusCode).toBe(204);
    expect((await fs.readFile(storedFile(target))).equals(json)).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/octet-stream' },
      payload: 'login=klient',
    });
    expect(login.statusCode).toBe(415);
  });

  it('shows an attachment to its owner and staff only, and 404 before the file arrives', async () => {
    const target = await acquire(t.app, klient, 'ORDER', 'tajne.pdf');
    const url = `/api/v2/attachments/${target.uuid}`;
    expect((await t.app.inject({ url, headers: klient })).statusCode).toBe(404);
    await put(t.app, target.fields.presignedUrl, pdf);
    const other = (await loginAs(t.app, 'subkonto')).headers;
    expect((await t.app.inject({ url, headers: other })).statusCode).toBe(403);
    const staff = (await loginAs(t.app, 'administrator')).headers;
    expect((await t.app.inject({ url, headers: staff })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
