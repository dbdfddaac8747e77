import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { ATTACHMENT_TARGETS } from '@platform/shared';
import { storageKeyTarget } from '../modules/attachments/index.js';
import { type BackedUpFile, backedUpPath, hashFile, writeHashed } from './backup-files.js';

/** A stored object of the bucket in a backup: its bytes' checks and the headers it is served with. */
export type BackedUpObject = BackedUpFile & { contentType: string | null; disposition: string | null };

/**
 * Copies every object of the bucket into `to` (one file per key), with the headers `publish` gave
 * it. Keys are listed after the database copy was taken, so every file a row of the copy names is
 * among them (backup.ts explains the order); an object removed between the listing and its copy
 * is simply not in the backup.
 */
export const backUpBucket = async (client: S3Client, bucket: string, to: string): Promise<BackedUpObject[]> => {
  const copied: BackedUpObject[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const { Key: key } of page.Contents ?? []) {
      if (!key) continue;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      });
      if (!object?.Body) continue;
      const result = await writeHashed(object.Body as Readable, backedUpPath(to, key));
      copied.push({
        key,
        ...result,
        contentType: object.ContentType ?? null,
        disposition: object.ContentDisposition ?? null,
      });
    }
  }
  return copied; // in the listing's order: by key
};

// The first version of the listing: a truncated v2 listing's continuation token is enciphered by
// s3rver (the tests' S3) with a cipher Node 24's OpenSSL refuses; S3 and MinIO answer both alike.
export const isEmptyBucket = async (client: S3Client, bucket: string) => {
  const page = await client.send(new ListObjectsCommand({ Bucket: bucket, MaxKeys: 1 }));
  return (page.Contents?.length ?? 0) === 0;
};

/**
 * Whether anyone may read an object: a file of a public target once it was published, which is
 * when `publish` (plugins/storage-s3.ts) gave it its Content-Disposition; an upload never
 * confirmed stays private, as it was.
 */
const isPublicObject = (file: BackedUpObject) => {
  const target = storageKeyTarget(file.key);
  return target !== null && ATTACHMENT_TARGETS[target].public && file.disposition !== null;
};

/** Uploads a backup's objects into an (empty) bucket, each checked against the manifest first. */
export const restoreBucket = async (client: S3Client, bucket: string, from: string, files: BackedUpObject[]) => {
  for (const file of files) {
    const source = backedUpPath(from, file.key);
    const { size, sha256 } = await hashFile(source);
    if (size !== file.size || sha256 !== file.sha256) {
      throw new Error(`the backup's copy of ${file.key} does not match its manifest (damaged backup)`);
    }
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: file.key,
        Body: fs.createReadStream(source),
        ContentLength: size,
        ContentType: file.contentType ?? undefined,
        ContentDisposition: file.disposition ?? undefined,
        ACL: isPublicObject(file) ? 'public-read' : 'private',
      }),
    );
  }
};
