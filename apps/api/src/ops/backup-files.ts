import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored file of a backup: its key (the path under the storage folder), size and SHA-256. */
export type BackedUpFile = { key: string; size: number; sha256: string };

/** Uploads still arriving (plugins/storage.ts writes `<key>.<random>.part`, then renames). */
const isPartial = (name: string) => name.endsWith('.part');

const listFiles = async (root: string, dir = root): Promise<string[]> => {
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(root, file);
      return entry.isFile() && !isPartial(entry.name) ? [file] : [];
    }),
  );
  return nested.flat().sort();
};

/** Writes a stream into a new file and answers its size and SHA-256, read once. */
export const writeHashed = async (source: Readable, to: string) => {
  await fsp.mkdir(path.dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(source, tap, fs.createWriteStream(to, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
};

const copyHashed = (from: string, to: string) => writeHashed(fs.createReadStream(from), to);

/** The size and SHA-256 of a file. */
export const hashFile = async (file: string) => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
};

/** The path of a backed-up file in the backup's files folder. */
export const backedUpPath = (folder: string, key: string) => path.join(folder, ...key.split('/'));

/** Copies every finished file of the storage folder `from` into `to`; answers what was copied. */
export const copyStorageFolder = async (from: string, to: string): Promise<BackedUpFile[]> => {
  const copied: BackedUpFile[] = [];
  for (const file of await listFiles(from)) {
    const key = path.relative(from, file).split(path.sep).join('/');
    // A file deleted since it was listed (an attachment removed meanwhile) is simply not in the backup.
    const result = await copyHashed(file, path.join(to, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (result) copied.push({ key, ...result });
  }
  return copied;
};

/** Copies the files of a backup back into a storage folder, checking each against the manifest. */
export const restoreStorageFolder = async (from: string, to: string, files: BackedUpFile[]) => {
  for (const file of files) {
    const result = await copyHashed(backedUpPath(from, file.key), backedUpPath(to, file.key));
    if (result.size !== file.size || result.sha256 !== file.sha256) {
      throw new Error(`the backup's copy of ${file.key} does not match its manifest (damaged backup)`);
    }
  }
};

/** Whether a folder is missing or holds nothing (a restore goes only into an empty place). */
export const isEmptyFolder = async (dir: string) => {
  const entries = await fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
};
