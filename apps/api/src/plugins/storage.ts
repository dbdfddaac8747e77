import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../config/env.js';
import { resolveTokenSecret } from '../lib/secret.js';
import { DOWNLOAD_URL_TTL_SECONDS, HOUR, type LocalFiles, nowSeconds, type Storage } from './storage-common.js';

/**
 * File storage for attachments, logos and gallery photos (DESIGN.md section 4). By default a local
 * folder (`<DATA_DIR>/files`) whose signed, expiring upload and download links are served by the API
 * itself (routes in modules/attachments/storage.routes.ts); with S3_BUCKET an S3-compatible bucket
 * with real presigned URLs. Callers see one interface and never build storage URLs themselves.
 */
// Re-exported: the app and the attachments module read the storage's interface from here.
export type { LocalFiles, Storage } from './storage-common.js';

export class ObjectTooLargeError extends Error {
  constructor() {
    super('object too large');
    this.name = 'ObjectTooLargeError';
  }
}

/** Paths of the local storage routes (registered under /api/v2). */
export const LOCAL_STORAGE_PATHS = { upload: '/api/v2/storage/upload/', files: '/api/v2/storage/files/' } as const;

/** Keys are built by the attachments service; anything else (dot segments, odd characters) is refused. */
const KEY_PATTERN = /^[a-z0-9_-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}$/;
export const isValidStorageKey = (key: string) => KEY_PATTERN.test(key);

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const createLocalStorage = (env: Env): Storage => {
  const root = path.join(env.dataDir, 'files');
  const base = (env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  let signingKey: Promise<Buffer> | null = null;
  // The same secret as the tokens (JWT_SECRET, or the one kept in DATA_DIR), under its own purpose.
  const key = () => {
    signingKey ??= resolveTokenSecret(env.JWT_SECRET, env.dataDir).then((secret) =>
      createHmac('sha256', secret).update('storage-url-signing').digest(),
    );
    return signingKey;
  };
  const sign = async (parts: (string | number)[]) =>
    createHmac('sha256', await key())
      .update(parts.join('\n'))
      .digest('base64url');
  const signatureMatches = async (parts: (string | number)[], given: string | undefined) => {
    if (!given) return false;
    const expected = Buffer.from(await sign(parts));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  const notExpired = (expires: string | undefined) =>
    /^\d{1,12}$/.test(expires ?? '') && Number(expires) > nowSeconds();
  const fileOf = (storageKey: string) => {
    if (!isValidStorageKey(storageKey)) throw new Error(`invalid storage key ${storageKey}`);
    const file = path.resolve(root, storageKey);
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key outside the root ${storageKey}`);
    return file;
  };

  const files: LocalFiles = {
    root,
    verifyUpload: async (storageKey, query) => {
      const expires = one(query.expires);
      const max = one(query.max);
      const type = one(query.type) ?? '';
      if (!notExpired(expires) || !/^\d{1,12}$/.test(max ?? '')) return null;
      if (!(await signatureMatches(['upload', storageKey, expires!, max!, type], one(query.signature)))) return null;
      return { maxBytes: Number(max), contentType: type || null };
    },
    verifyDownload: async (storageKey, query) => {
      const expires = one(query.expires);
      return notExpired(expires) && signatureMatches(['download', storageKey, expires!], one(query.signature));
    },
    write: async (storageKey, body, maxBytes) => {
      const file = fileOf(storageKey);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(size > maxBytes ? new ObjectTooLargeError() : null, chunk);
        },
      });
      // The body is piped rather than put in the pipeline, so a refused upload leaves the request
      // open for its 400 answer instead of destroying the connection.
      const abort = (error?: Error) => limit.destroy(error ?? new Error('upload aborted'));
      body.once('error', abort);
      body.once('close', () => body.readableEnded || abort());
      body.pipe(limit);
      try {
        await pipeline(limit, fs.createWriteStream(partial, { flags: 'wx' }));
        await fsp.rename(partial, file);
        return { size };
      } catch (error) {
        body.unpipe(limit);
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    open: async (storageKey) => {
      const file = fileOf(storageKey);
      const stats = await fsp.stat(file).catch(() => null);
      if (!stats?.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stats.size };
    },
  };

  return {
    kind: 'local',
    local: files,
    createUploadUrl: async ({ key: storageKey, contentType, size, maxBytes }) => {
      const expires = nowSeconds() + env.UPLOAD_URL_TTL_SECONDS;
      const max = Math.min(size ?? maxBytes, maxBytes);
      const type = contentType ?? '';
      const signature = await sign(['upload', storageKey, expires, max, type]);
      const query = new URLSearchParams({ expires: String(expires), max: String(max), type, signature });
      return `${base}${LOCAL_STORAGE_PATHS.upload}${storageKey}?${query}`;
    },
    createDownloadUrl: async (storageKey, isPublic) => {
      const url = `${base}${LOCAL_STORAGE_PATHS.files}${storageKey}`;
      if (isPublic) return url;
      const expires = Math.ceil((nowSeconds() + DOWNLOAD_URL_TTL_SECONDS) / HOUR) * HOUR;
      const signature = await sign(['download', storageKey, expires]);
      return `${url}?${new URLSearchParams({ expires: String(expires), signature })}`;
    },
    stat: async (storageKey) => {
      const stats = await fsp.stat(fileOf(storageKey)).catch(() => null);
      return stats?.isFile() ? { size: stats.size, contentType: null } : null;
    },
    readStart: async (storageKey, bytes) => {
      const handle = await fsp.open(fileOf(storageKey), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    // The download route serves the type and disposition of the attachment row.
    publish: async () => {},
    remove: async (storageKey) => {
      await fsp.rm(fileOf(storageKey), { force: true });
    },
  };
};

export const createStorage = async (env: Env): Promise<Storage> => {
  // The AWS SDK is loaded only when S3 is configured: it adds about a second to every start.
  if (env.S3_BUCKET) return (await import('./storage-s3.js')).createS3Storage(env, env.S3_BUCKET);
  if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid settings: S3_BUCKET is required when S3_ENDPOINT or S3 keys are set');
  }
  return createLocalStorage(env);
};
