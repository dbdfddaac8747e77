import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadTarget } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Helpers of the upload tests: acquire a target, PUT to its link, read keys and files back. */
export type Headers = Record<string, string>;
export type TargetBody = { size?: number; contentType?: string; existingCount?: number };

export const pdf = Buffer.from('%PDF-1.4\nprzykładowy dokument zlecenia\n%%EOF\n');
/** A real 1×1 PNG: image slots check the stored bytes, so a bare signature is not enough. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Files an image slot refuses: a page with a script, a Windows program, an SVG with a script, text. */
export const notImages = {
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(64)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  text: Buffer.from('zwykły tekst, nie obraz\n'),
};

export const requestTarget = (
  app: FastifyInstance,
  headers: Headers,
  target: string,
  fileName: string,
  body?: TargetBody,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v2/attachments/${target}/${encodeURIComponent(fileName)}`,
    headers,
    ...(body ? { payload: body } : {}),
  });

export const acquire = async (
  app: FastifyInstance,
  headers: Headers,
  target: string,
  fileName: string,
  body?: TargetBody,
) => {
  const response = await requestTarget(app, headers, target, fileName, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as UploadTarget;
};

export const put = (
  app: FastifyInstance,
  url: string,
  payload: Buffer | Readable | string,
  contentType = 'application/pdf',
) => app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });

export const keyOf = (url: string, prefix: string) =>
  decodeURIComponent(new URL(url, 'http://x').pathname.slice(prefix.length));
export const withQuery = (url: string, change: (query: URLSearchParams) => void) => {
  const parsed = new URL(url, 'http://x');
  change(parsed.searchParams);
  return `${parsed.pathname}?${parsed.searchParams}`;
};

export const UPLOAD_PREFIX = '/api/v2/storage/upload/';

/** Where the local storage keeps the file of an upload target. */
export const storedFile = (dataDir: string, target: UploadTarget) =>
  path.join(dataDir, 'files', keyOf(target.fields.presignedUrl, UPLOAD_PREFIX));
