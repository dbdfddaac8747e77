/**
 * The restore command: a backup folder made by backup.ts into an empty place, the one the settings
 * name (DATA_DIR, DATABASE_URL), then checked: every table has the rows the backup counted and every
 * file its size and SHA-256 (docs/operations.md, "Backups"). Start the server on it afterwards.
 *
 *   node --conditions=compiled apps/api/dist/ops/restore.js /var/backups/platforma/2026-11-27
 *   npx tsx apps/api/src/ops/restore.ts <folder>            (from the sources)
 *
 * It never overwrites: a database with tables, a non-empty PGlite folder or storage folder is refused.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Env, loadEnv } from '../config/env.js';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { countRows, countUserTables, type Rows } from './backup.queries.js';
import type { BackedUpObject } from './backup-bucket.js';
import { isEmptyFolder, restoreStorageFolder } from './backup-files.js';
import {
  type BackupManifest,
  compareCounts,
  FILES_FOLDER,
  readManifest,
  TOKEN_SECRET_FILE,
} from './backup-manifest.js';
import { pgliteFolder, restoreDump } from './pg-tools.js';

const LOCK_FILE = 'platforma.lock';

const checkCounts = (manifest: BackupManifest, restored: Record<string, number>) => {
  const differences = compareCounts(manifest.tables, restored);
  if (differences.length > 0)
    throw new Error(`the restored database differs from the backup: ${differences.join('; ')}`);
};

const restorePostgres = async (databaseUrl: string, from: string, manifest: BackupManifest) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows: Rows = async (text) => (await client.query(text)).rows;
    if ((await countUserTables(rows)) > 0) {
      throw new Error('the database of DATABASE_URL is not empty: restore into a new database (createdb)');
    }
    await restoreDump(path.join(from, manifest.database.file), databaseUrl);
    checkCounts(manifest, await countRows(rows));
  } finally {
    await client.end();
  }
};

const restorePglite = async (env: Env, from: string, manifest: BackupManifest) => {
  const folder = pgliteFolder(env);
  if (!(await isEmptyFolder(folder))) throw new Error(`${folder} is not empty: restore into a new DATA_DIR`);
  await fsp.mkdir(folder, { recursive: true });
  const unlock = await lockDataDir(folder);
  try {
    const tarball = new Blob([await fsp.readFile(path.join(from, manifest.database.file))]);
    const client = await PGlite.create({ dataDir: folder, loadDataDir: tarball, extensions: PGLITE_EXTENSIONS });
    try {
      checkCounts(manifest, await countRows(async (text) => (await client.query(text)).rows as never));
    } finally {
      await client.close();
    }
    // The tarball carries the lock of the backup command that made it, not ours: drop it.
    await fsp.rm(path.join(folder, LOCK_FILE), { force: true });
  } finally {
    await unlock();
  }
};

/**
 * The empty bucket of S3_BUCKET an S3 backup's objects go into (null for a local folder's backup),
 * checked before anything is restored.
 */
const openBucket = async (env: Env, manifest: BackupManifest) => {
  if (manifest.storage.kind === 'local') {
    if (env.S3_BUCKET) {
      throw new Error('this backup holds the files of a local folder: unset S3_BUCKET to restore them into DATA_DIR');
    }
    return null;
  }
  const bucket = env.S3_BUCKET;
  if (!bucket)
    throw new Error('this backup holds the files of an S3 bucket: set S3_BUCKET (and S3_*) to a new, empty bucket');
  const [{ createS3Client }, { isEmptyBucket, restoreBucket }] = await Promise.all([
    import('../plugins/storage-s3.js'),
    import('./backup-bucket.js'),
  ]);
  const client = createS3Client(env);
  if (!(await isEmptyBucket(client, bucket)))
    throw new Error(`S3 bucket ${bucket} is not empty: restore into a new bucket`);
  return { restore: (folder: string, files: BackedUpObject[]) => restoreBucket(client, bucket, folder, files) };
};

/** Restores the backup in `from` into the place `env` names; answers its manifest. */
export const restoreBackup = async (env: Env, from: string): Promise<BackupManifest> => {
  const manifest = await readManifest(from);
  if (manifest.database.kind === 'postgres' && !env.DATABASE_URL) {
    throw new Error('this is a backup of a PostgreSQL server: set DATABASE_URL to a new, empty database');
  }
  if (manifest.database.kind === 'pglite' && env.DATABASE_URL) {
    throw new Error(
      'this is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR ' +
        '(to move to a server, restore it, then dump it with pglite-tools as docs/deployment.md says)',
    );
  }
  const filesFolder = path.join(env.dataDir, 'files');
  const bucket = await openBucket(env, manifest);
  if (manifest.storage.kind === 'local' && !(await isEmptyFolder(filesFolder))) {
    throw new Error(`${filesFolder} is not empty: restore into a new DATA_DIR`);
  }
  if (manifest.database.kind === 'postgres') await restorePostgres(env.DATABASE_URL!, from, manifest);
  else await restorePglite(env, from, manifest);
  if (manifest.storage.kind === 'local') {
    await restoreStorageFolder(path.join(from, FILES_FOLDER), filesFolder, manifest.storage.files);
  } else {
    await bucket!.restore(path.join(from, FILES_FOLDER), manifest.storage.files);
  }
  const secret = path.join(env.dataDir, TOKEN_SECRET_FILE);
  if (manifest.tokenSecret && !fs.existsSync(secret)) {
    await fsp.mkdir(env.dataDir, { recursive: true });
    await fsp.copyFile(path.join(from, TOKEN_SECRET_FILE), secret);
    await fsp.chmod(secret, 0o600);
  }
  return manifest;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: restore.js <backup folder>   (with the settings the server will run with)');
    process.exit(2);
  }
  const from = path.resolve(positionals[0]!);
  try {
    const manifest = await restoreBackup(loadEnv(), from);
    const where = manifest.database.kind === 'postgres' ? 'the database of DATABASE_URL' : 'DATA_DIR';
    const files = `${manifest.storage.files.length} files`;
    console.log(`Restored ${from} into ${where}: every table's rows and ${files} checked`);
  } catch (error) {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
