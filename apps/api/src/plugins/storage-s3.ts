import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Env } from '../config/env.js';
import { DOWNLOAD_URL_TTL_SECONDS, HOUR, nowSeconds, type Storage } from './storage-common.js';

/** S3-compatible storage with real presigned URLs (S3_* settings). */
const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export const createS3Storage = (env: Env, bucket: string): Storage => {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined; // otherwise the SDK's default chain (instance role, ...)
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials,
    // Presigned browser uploads cannot carry the SDK's default checksum of the (unknown) body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
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
    createUploadUrl: ({ key, contentType, size, isPublic }) =>
      getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: size,
          ACL: isPublic ? 'public-read' : undefined,
        }),
        {
          expiresIn: env.UPLOAD_URL_TTL_SECONDS,
          // The presigner leaves Content-Type unsigned unless asked; a declared type is binding.
          signableHeaders: contentType ? new Set(['content-type']) : undefined,
        },
      ),
    createDownloadUrl: async (key, isPublic) => {
      if (isPublic) return objectUrl(key);
      const hourStart = Math.floor(nowSeconds() / HOUR) * HOUR;
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
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
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
};

/** S3 when S3_BUCKET is set (S3_ENDPOINT for a non-AWS service), otherwise the local folder. */
