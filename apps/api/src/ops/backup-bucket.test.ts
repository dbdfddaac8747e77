import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  PutObjectCommand,
  type PutObjectCommandInput,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../config/env.js';
import { createS3Client } from '../plugins/storage-s3.js';
import { backUpBucket, isEmptyBucket, restoreBucket } from './backup-bucket.js';
import { writeManifest } from './backup-manifest.js';
import { restoreBackup } from './restore.js';

/**
 * The bucket half of a backup (docs/operations.md, "Backups", S3 storage): every object with the headers
 * the platform served it with, back into a new bucket, public where it had been published.
 */
describe('backing up and restoring the S3 bucket', () => {
  let s3: S3rver;
  let dir: string;
  let client: S3Client;
  let settings: Record<string, string>;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-bucket-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3') });
    const { port } = await s3.run();
    settings = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      DATA_DIR: path.join(dir, 'data'),
    };
    client = createS3Client(loadEnv({ ...settings, S3_BUCKET: 'platforma' }));
    for (const bucket of ['platforma', 'restored', 'damaged']) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    }
  });
  afterAll(async () => {
    await s3?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const objects = [
    {
      Key: 'order/2026/11/1b7f/Kosztorys-ofertowy.pdf',
      Body: Buffer.from('%PDF-1.4\nkosztorys\n%%EOF\n'),
      ContentType: 'application/pdf',
      ContentDisposition: 'attachment; filename="Kosztorys ofertowy.pdf"; filename*=UTF-8\'\'Kosztorys%20ofertowy.pdf',
    },
    // published: the company's logo, served to anyone
    {
      Key: 'company-logo/2026/11/2c8a/logo.png',
      Body: Buffer.from('\x89PNG\r\n\x1a\nlogo'),
      ContentType: 'image/png',
      ContentDisposition: 'inline',
    },
    // uploaded to a public target but never confirmed: it stays private
    { Key: 'company-gallery/2026/11/3d9b/zdjecie.png', Body: Buffer.from('\x89PNG\r\n\x1a\nnot checked') },
  ];
  const read = async (bucket: string, key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return {
      body: Buffer.from(await object.Body!.transformToByteArray()),
      contentType: object.ContentType,
      disposition: object.ContentDisposition,
    };
  };

  it('copies every object with its headers and puts them back, public only where published', async () => {
    for (const object of objects) await client.send(new PutObjectCommand({ Bucket: 'platforma', ...object }));
    const folder = path.join(dir, 'backup', 'files');

    const files = await backUpBucket(client, 'platforma', folder);
    expect(files.map((f) => [f.key, f.size, f.disposition])).toEqual([
      [objects[2]!.Key, objects[2]!.Body.length, null],
      [objects[1]!.Key, objects[1]!.Body.length, 'inline'],
      [objects[0]!.Key, objects[0]!.Body.length, objects[0]!.ContentDisposition],
    ]);
    expect(await fs.readFile(path.join(folder, 'order/2026/11/1b7f/Kosztorys-ofertowy.pdf'))).toEqual(objects[0]!.Body);

    const sent: PutObjectCommandInput[] = [];
    const send = client.send.bind(client);
    const spy = vi.spyOn(client, 'send').mockImplementation(((command: { input: PutObjectCommandInput }) => {
      if (command instanceof PutObjectCommand) sent.push(command.input);
      return send(command as never);
    }) as never);
    try {
      expect(await isEmptyBucket(client, 'restored')).toBe(true);
      await restoreBucket(client, 'restored', folder, files);
    } finally {
      spy.mockRestore();
    }
    expect(sent.map((input) => [input.Key, input.ACL])).toEqual([
      [objects[2]!.Key, 'private'],
      [objects[1]!.Key, 'public-read'],
      [objects[0]!.Key, 'private'],
    ]);
    for (const object of objects) {
      const restored = await read('restored', object.Key);
      expect(restored).toEqual(await read('platforma', object.Key));
      expect(restored.body).toEqual(object.Body);
    }
    expect(await isEmptyBucket(client, 'restored')).toBe(false);

    // A copy that no longer matches its manifest is refused before it is uploaded.
    await fs.appendFile(path.join(folder, 'order/2026/11/1b7f/Kosztorys-ofertowy.pdf'), 'x');
    await expect(restoreBucket(client, 'damaged', folder, files)).rejects.toThrow(/does not match its manifest/);
  });

  it('restores an S3 backup only into an empty bucket, and a local one only without S3', async () => {
    const backup = path.join(dir, 'manifest-only');
    await fs.mkdir(backup, { recursive: true });
    const manifest = {
      format: 1 as const,
      createdAt: new Date().toISOString(),
      database: { kind: 'pglite' as const, file: 'pglite.tar.gz' as const, serverVersion: '17' },
      tables: {},
      tokenSecret: false,
    };
    await writeManifest(backup, { ...manifest, storage: { kind: 's3', bucket: 'platforma', files: [] } });
    await expect(restoreBackup(loadEnv(settings), backup)).rejects.toThrow(/set S3_BUCKET/);
    await expect(restoreBackup(loadEnv({ ...settings, S3_BUCKET: 'platforma' }), backup)).rejects.toThrow(
      /S3 bucket platforma is not empty/,
    );
    await writeManifest(backup, { ...manifest, storage: { kind: 'local', files: [] } });
    await expect(restoreBackup(loadEnv({ ...settings, S3_BUCKET: 'damaged' }), backup)).rejects.toThrow(
      /unset S3_BUCKET/,
    );
  });
});
