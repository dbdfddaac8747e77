/**
 * The backup command: the database and the stored files of one installation, consistent with each
 * other, into a new folder (docs/operations.md, "Backups"). It reads the server's own settings (DATA_DIR,
 * DATABASE_URL, S3_*), so run it with the environment the server runs with:
 *
 *   node --conditions=compiled apps/api/dist/ops/backup.js /var/backups/platforma/2026-11-27
 *   npx tsx apps/api/src/ops/backup.ts <folder>            (from the sources)
 *
 * PostgreSQL server: `pg_dump --format=custom` while the API keeps serving. Embedded PGlite: only
 * while no server runs on DATA_DIR (the command takes the folder's lock): PGlite is one process, and
 * a copy of its folder taken while that process writes may mix pages of different moments.
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
import { BEGIN_SNAPSHOT, CHECKPOINT, countRows, exportSnapshot, type Rows } from './backup.queries.js';
import { copyStorageFolder, isEmptyFolder } from './backup-files.js';
import {
  type BackupManifest,
  DUMP_FILE,
  FILES_FOLDER,
  PGLITE_FILE,
  TOKEN_SECRET_FILE,
  writeManifest,
} from './backup-manifest.js';
import { pgliteFolder, runTool, toolConnection } from './pg-tools.js';

const backUpPostgres = async (
  databaseUrl: string,
  out: string,
): Promise<Pick<BackupManifest, 'database' | 'tables'>> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows: Rows = async (text) => (await client.query(text)).rows;
    await client.query(BEGIN_SNAPSHOT);
    const snapshot = await exportSnapshot(rows);
    const tables = await countRows(rows);
    // The dump reads the snapshot this transaction holds open: the very rows just counted.
    const connection = toolConnection(databaseUrl);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot.id}`,
        `--file=${path.join(out, DUMP_FILE)}`,
        `--dbname=${connection.dbname}`,
      ],
      connection.env,
    );
    await client.query('commit');
    return { database: { kind: 'postgres', file: DUMP_FILE, serverVersion: snapshot.version }, tables };
  } finally {
    await client.end();
  }
};

const backUpPglite = async (env: Env, out: string): Promise<Pick<BackupManifest, 'database' | 'tables'>> => {
  const folder = pgliteFolder(env);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`no embedded database in ${folder}`);
  // Refuses while a server runs on the folder; keeps one from starting while the copy is made.
  const unlock = await lockDataDir(folder);
  try {
    // Opening the folder replays what a killed server left in the write-ahead log; the checkpoint
    // writes it to the data files, so the copy needs no replay and is known to open.
    const client = await PGlite.create({ dataDir: folder, extensions: PGLITE_EXTENSIONS });
    try {
      const rows: Rows = async (text) => (await client.query(text)).rows as never;
      await client.exec(CHECKPOINT);
      const tables = await countRows(rows);
      const [version] = await rows<{ server_version: string }>('show server_version');
      const tarball = await client.dumpDataDir('gzip');
      await fsp.writeFile(path.join(out, PGLITE_FILE), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
      return {
        database: { kind: 'pglite', file: PGLITE_FILE, serverVersion: version?.server_version ?? 'unknown' },
        tables,
      };
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
};

// The S3 client loads only where S3 is set up, as the server's storage does (plugins/storage.ts).
const backUpS3 = async (env: Env, bucket: string, to: string) => {
  const [{ createS3Client }, { backUpBucket }] = await Promise.all([
    import('../plugins/storage-s3.js'),
    import('./backup-bucket.js'),
  ]);
  return backUpBucket(createS3Client(env), bucket, to);
};

/**
 * Backs up the installation of `env` into `out` (a new or empty folder). The database first, then
 * the files: a file is stored under a new key before its attachment row is confirmed and is never
 * changed after, so every file a row of the copy names was already there when the files are
 * copied. A file deleted in between leaves its row without a file, which the app already handles
 * as an upload that never arrived; files added in between are only extra.
 */
export const createBackup = async (env: Env, out: string): Promise<BackupManifest> => {
  if (!(await isEmptyFolder(out))) throw new Error(`${out} is not empty: a backup goes into a new folder`);
  await fsp.mkdir(out, { recursive: true, mode: 0o700 });
  try {
    const database = env.DATABASE_URL ? await backUpPostgres(env.DATABASE_URL, out) : await backUpPglite(env, out);
    const storage: BackupManifest['storage'] = env.S3_BUCKET
      ? { kind: 's3', bucket: env.S3_BUCKET, files: await backUpS3(env, env.S3_BUCKET, path.join(out, FILES_FOLDER)) }
      : {
          kind: 'local',
          files: await copyStorageFolder(path.join(env.dataDir, 'files'), path.join(out, FILES_FOLDER)),
        };
    const secret = path.join(env.dataDir, TOKEN_SECRET_FILE);
    const tokenSecret = fs.existsSync(secret);
    if (tokenSecret) await fsp.copyFile(secret, path.join(out, TOKEN_SECRET_FILE));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      ...database,
      storage,
      tokenSecret,
    };
    await writeManifest(out, manifest);
    return manifest;
  } catch (error) {
    // An unfinished backup must not pass for one: nothing is left behind.
    await fsp.rm(out, { recursive: true, force: true });
    throw error;
  }
};

export const describeBackup = (folder: string, manifest: BackupManifest) => {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const { files: stored } = manifest.storage;
  const from = manifest.storage.kind === 's3' ? ` of S3 bucket ${manifest.storage.bucket}` : '';
  const files = `${stored.length} files${from} (${stored.reduce((sum, f) => sum + f.size, 0)} bytes)`;
  return `${folder}: ${manifest.database.kind} database (${rows} rows in ${Object.keys(manifest.tables).length} tables), ${files}`;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: backup.js <new folder>   (with the settings the server runs with)');
    process.exit(2);
  }
  const out = path.resolve(positionals[0]!);
  try {
    const manifest = await createBackup(loadEnv(), out);
    console.log(`Backup written to ${describeBackup(out, manifest)}`);
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
