import fs from 'node:fs/promises';
import { MESSAGES, type UploadTarget } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, notImages, pdf, png, put, requestTarget, storedFile } from './test-helpers.js';

/** Image slots (logo, gallery, editorial images) on the local storage: the stored bytes decide. */
describe('image slots check the stored bytes (local storage)', () => {
  const t = useTestApp({ logins: ['klient'] });
  const { klient } = t.headers;
  const exists = (target: UploadTarget) =>
    fs.stat(storedFile(t.dataDir, target)).then(
      () => true,
      () => false,
    );
  const upload = async (target: string, name: string, body: Buffer, contentType: string) => {
    const slot = await acquire(t.app, klient, target, name, { size: body.length, contentType });
    return { slot, response: await put(t.app, slot.fields.presignedUrl, body, contentType) };
  };

  it('refuses a page, a program, an SVG and text labelled as an image, and keeps none of them', async () => {
    const cases = [
      ['COMPANY_LOGO', 'logo.png', notImages.html, 'image/png'],
      ['COMPANY_GALLERY', 'realizacja.jpg', notImages.exe, 'image/jpeg'],
      ['COMPANY_GALLERY', 'szkic.png', notImages.svg, 'image/png'],
      ['COMPANY_LOGO', 'logo', notImages.text, 'application/octet-stream'],
    ] as const;
    for (const [target, name, body, type] of cases) {
      const { slot, response } = await upload(target, name, body, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ code: 'FILE_NOT_IMAGE', message: MESSAGES.fileNotImage(name) });
      expect(await exists(slot), name).toBe(false);
      expect((await t.app.inject({ url: slot.url })).statusCode, name).toBe(404);
      expect((await t.app.inject({ url: `/api/v2/attachments/${slot.uuid}`, headers: klient })).statusCode).toBe(404);
    }
  });

  it('refuses a declared non-image type before the upload', async () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/x-msdownload', 'text/plain']) {
      const response = await requestTarget(t.app, klient, 'COMPANY_GALLERY', 'plik.png', { contentType });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FILE_NOT_IMAGE', message: MESSAGES.fileNotImage('plik.png') });
    }
  });

  it('takes a real image, serves it inline with the type of its bytes, and a refusal loses nothing stored', async () => {
    const { slot, response } = await upload('COMPANY_LOGO', 'logo', png, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(204);
    const wrong = await upload('COMPANY_LOGO', 'logo.png', notImages.html, 'image/png');
    expect(wrong.response.statusCode).toBe(400);

    const download = await t.app.inject({ url: slot.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^inline;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves anything but an image as a download, never with the uploader’s type on a public file', async () => {
    const offerFile = await upload('COMPANY_OFFER', 'strona.html', notImages.html, 'text/html');
    expect(offerFile.response.statusCode).toBe(204);
    const publicDownload = await t.app.inject({ url: offerFile.slot.url });
    expect(publicDownload.headers['content-type']).toBe('application/octet-stream');
    expect(publicDownload.headers['content-disposition']).toMatch(/^attachment;/);

    const program = await upload('COMPANY_OFFER', 'program.exe', notImages.exe, 'text/html');
    expect((await t.app.inject({ url: program.slot.url })).headers['content-type']).toBe('application/x-msdownload');

    const orderFile = await upload('ORDER', 'przedmiar.pdf', pdf, 'application/pdf');
    const privateDownload = await t.app.inject({ url: orderFile.slot.url });
    expect(privateDownload.headers['content-type']).toBe('application/pdf');
    expect(privateDownload.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
