import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Env } from '../config/env.js';
import { PERSONAL_CACHE_CONTROL } from './cache-policy.js';
import { DOWNLOAD_URL_TTL_SECONDS, HOUR, nowSeconds, type Storage } from './storage-common.js';

/** S3-compatible storage with real presigned URLs (S3_* settings). */
const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
// A range of an empty object is "not satisfiable": the object exists and has no bytes.
const isEmptyRange = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416);

/** The client of the S3_* settings: the storage's, and the backup command's (ops/backup-bucket.ts). */
export const createS3Client = (env: Env) => {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined; // otherwise the SDK's default chain (instance role, ...)
  return new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials,
    // Presigned browser uploads cannot carry the SDK's default checksum of the (unknown) body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
};

export const createS3Storage = (env: Env, bucket: string): Storage => {
  const client = createS3Client(env);
  const objectUrl = (key: string) => {
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    if (!env.S3_ENDPOINT) return `https://${bucket}.s3.${env.S3_REGION}.amazonaws.com/${encodedKey}`;
    const endpoint = new URL(env.S3_ENDPOINT);
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    if (env.S3_FORCE_PATH_STYLE) return `${endpoint.origin}${basePath}/${bucket}/${encodedKey}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}${basePath}/${encodedKey}`;
  };
  return {
    kind: 's3',
    local: null,
    // Every upload lands private, whatever the target: a public target becomes readable only when
    // its bytes are checked and `publish` sets the type it is served with, so a file the uploader
    // labelled text/html is never served from the bucket's address.
    createUploadUrl: ({ key, contentType, size }) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }),
        {
          expiresIn: env.UPLOAD_URL_TTL_SECONDS,
          // The presigner leaves Content-Type unsigned unless asked; a declared type is binding.
          signableHeaders: contentType ? new Set(['content-type']) : undefined,
        },
      ),
    createDownloadUrl: async (key, isPublic) => {
      if (isPublic) return objectUrl(key);
      const hourStart = Math.floor(nowSeconds() / HOUR) * HOUR;
      // A private file is never kept in a (shared) browser's cache after its user has gone.
      const command = new GetObjectCommand({ Bucket: bucket, Key: key, ResponseCacheControl: PERSONAL_CACHE_CONTROL });
      return getSignedUrl(client, command, {
        signingDate: new Date(hourStart * 1000),
        expiresIn: DOWNLOAD_URL_TTL_SECONDS,
      });
    },
    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    readStart: async (key, bytes) => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        if (isEmptyRange(error)) return Buffer.alloc(0);
        throw error;
      }
    },
    // A copy onto itself is how S3 changes a stored object's headers and ACL.
    publish: async (key, served) => {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: served.contentType,
          ContentDisposition: served.disposition,
          ACL: served.isPublic ? 'public-read' : 'private',
        }),
      );
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
};

/** S3 when S3_BUCKET is set (S3_ENDPOINT for a non-AWS service), otherwise the local folder. */
