import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BackedUpObject } from './backup-bucket.js';
import type { BackedUpFile } from './backup-files.js';

/**
 * What a backup folder holds, written last: a folder without it is an unfinished backup, and a
 * restore refuses it. The row counts and file hashes let a restore check that it got everything.
 */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database:
    | { kind: 'pglite'; file: typeof PGLITE_FILE; serverVersion: string }
    | { kind: 'postgres'; file: typeof DUMP_FILE; serverVersion: string };
  /** Rows per table (`schema.table`) in the copy of the database. */
  tables: Record<string, number>;
  /** The stored files, in the backup's files folder: the local folder's, or the S3 bucket's objects. */
  storage: { kind: 'local'; files: BackedUpFile[] } | { kind: 's3'; bucket: string; files: BackedUpObject[] };
  /** DATA_DIR/token-secret (signs sessions and file links when JWT_SECRET is not set) is in the backup. */
  tokenSecret: boolean;
};

export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_FILE = 'pglite.tar.gz';
export const DUMP_FILE = 'database.dump';
export const FILES_FOLDER = 'files';
export const TOKEN_SECRET_FILE = 'token-secret';

export const writeManifest = (folder: string, manifest: BackupManifest) =>
  fsp.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

export const readManifest = async (folder: string): Promise<BackupManifest> => {
  const text = await fsp.readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(`${folder} has no ${MANIFEST_FILE}: not a backup, or one that did not finish`);
    }
    throw error;
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${folder}: unknown backup format ${String(manifest.format)}`);
  return manifest;
};

/** Differences between two row counts per table, as readable lines (none: the same rows). */
export const compareCounts = (expected: Record<string, number>, actual: Record<string, number>) =>
  [...new Set([...Object.keys(expected), ...Object.keys(actual)])]
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${expected[table] ?? 'missing'} in the backup, ${actual[table] ?? 'missing'} restored`);
