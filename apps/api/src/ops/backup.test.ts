import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, signalAndWait, startServer } from '../../scripts/crash/server-process.js';
import { loadEnv } from '../config/env.js';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { createServerDatabase } from '../test/server-database.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

/**
 * Backups that restore (docs/operations.md, "Backups"): the demo data and an uploaded file are backed up with
 * the command operators run, restored into an empty place, and a server started there answers the
 * same rows and serves the same file through the link the first server signed.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
// Like every API test, on the database of the run: the PostgreSQL server of TEST_DATABASE_URL, else PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;

const pdf = Buffer.from('%PDF-1.4\nkosztorys po odtworzeniu z kopii zapasowej\n%%EOF\n');

type Place = { settings: Record<string, string>; dataDir: string; databaseUrl?: string };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty place: a data folder and, on the server, an empty database. */
const newPlace = async (): Promise<Place> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-backup-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { settings: { DATA_DIR: dataDir }, dataDir };
  const database = await createServerDatabase(serverUrl, 'backup');
  cleanups.push(database.drop);
  return { settings: { DATA_DIR: dataDir, DATABASE_URL: database.url }, dataDir, databaseUrl: database.url };
};

/**
 * A place holding the demo data (DEMO_SIZE small): a copy of the run's seeded template, as every
 * API test starts from, instead of seeding again (half a minute on a busy machine).
 */
const demoPlace = async (): Promise<Place> => {
  const place = await newPlace();
  const template = inject('testTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await fs.readFile(template.dumpFile)]);
    const client = await PGlite.create({
      dataDir: path.join(place.dataDir, 'pglite'),
      loadDataDir: dump,
      extensions: PGLITE_EXTENSIONS,
    });
    await client.close();
    return place;
  }
  const name = new URL(place.databaseUrl!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE "${name}"`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  return place;
};

/** The backup or restore command as operators run it, with only the server's settings. */
const command = (script: 'backup' | 'restore', place: Place, folder: string) =>
  run(process.execPath, ['--import', 'tsx', `src/ops/${script}.ts`, folder], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...place.settings },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

const start = async (place: Place) => {
  // No JWT_SECRET: the server keeps its secret in DATA_DIR, which the backup must carry along.
  const server = await startServer({
    ...place.settings,
    JWT_SECRET: undefined,
    DIGEST_CRON: 'off',
    REMINDERS_CRON: 'off',
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) await signalAndWait(server, 'SIGKILL');
  });
  return server;
};

// How a server stops is the crash test's concern; here it must only let go of its data (a busy
// machine may take longer than the 10 s the server gives itself).
const stop = (server: ServerProcess) => signalAndWait(server, 'SIGTERM', 60_000);

const login = async (server: ServerProcess) => {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'klient', password: 'Demo123!' }),
  });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
};

const getJson = async (server: ServerProcess, url: string, headers: Record<string, string>) => {
  const response = await fetch(`${server.url}${url}`, { headers });
  expect(response.status, url).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
};

/** A digest of every row of every application table, read straight from the database. */
const DIGESTS = `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;
const digestsOf = async (rows: <T>(text: string) => Promise<T[]>) => {
  const tables = await rows<{ name: string }>(DIGESTS);
  const digests = await rows<{ name: string; rows: string | number; digest: string }>(
    tables
      .map(
        (t) =>
          `select '${t.name}' as name, count(*) as rows, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest from ${t.name} r`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(digests.map((d) => [d.name, `${d.rows} ${d.digest}`]));
};

const tableDigests = async (place: Place) => {
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      return await digestsOf(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: path.join(place.dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
  try {
    return await digestsOf(async (text) => (await client.query(text)).rows as never);
  } finally {
    await client.close();
  }
};

const uploadPdf = async (server: ServerProcess, headers: Record<string, string>) => {
  const acquired = await fetch(`${server.url}/api/v2/attachments/ORDER/Kosztorys.pdf`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ size: pdf.length, contentType: 'application/pdf' }),
  });
  expect(acquired.status).toBe(200);
  const target = (await acquired.json()) as { uuid: string; fields: { presignedUrl: string } };
  const put = await fetch(`${server.url}${target.fields.presignedUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: pdf,
  });
  expect(put.status).toBe(204);
  return target.uuid;
};

const download = async (server: ServerProcess, url: string) => {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('backup and restore', () => {
  it(`restores the demo data and the stored files into an empty place (${serverUrl ? 'PostgreSQL server' : 'PGlite'})`, async () => {
    const original = await demoPlace();
    const backup = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-backups-')), 'copy');
    cleanups.push(() => fs.rm(path.dirname(backup), { recursive: true, force: true }));

    let server = await start(original);
    let headers = await login(server);
    const uuid = await uploadPdf(server, headers);
    const attachment = await getJson(server, `/api/v2/attachments/${uuid}`, headers);
    const investments = await getJson(server, '/api/v2/investments', headers);
    expect((investments.content as unknown[]).length).toBeGreaterThan(0);

    if (serverUrl) {
      // The server's database is backed up while the API serves.
      const made = await command('backup', original, backup);
      expect(made.stderr).toBe('');
      await stop(server);
    } else {
      // PGlite is one process: the backup refuses while the server holds the folder.
      await expect(createBackup(loadEnv(original.settings), backup)).rejects.toThrow(/in use by process \d+/);
      await stop(server);
      const made = await command('backup', original, backup);
      expect(made.stderr).toBe('');
    }
    const manifest = JSON.parse(await fs.readFile(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest.storage.files).toEqual([expect.objectContaining({ size: pdf.length })]);
    expect(manifest.tokenSecret).toBe(true);

    const restored = await newPlace();
    const done = await command('restore', restored, backup);
    expect(done.stderr).toBe('');
    expect(done.stdout).toMatch(/every table's rows and 1 files checked/);
    // A restore never overwrites.
    await expect(restoreBackup(loadEnv(restored.settings), backup)).rejects.toThrow(/is not empty/);

    // Every row of every table, before any server touches the restored copy.
    const before = await tableDigests(original);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(await tableDigests(restored)).toEqual(before);

    server = await start(restored);
    headers = await login(server);
    expect(await getJson(server, '/api/v2/investments', headers)).toEqual(investments);
    const restoredAttachment = await getJson(server, `/api/v2/attachments/${uuid}`, headers);
    expect({ ...restoredAttachment, url: null }).toEqual({ ...attachment, url: null });
    // The link signed by the first server still works: the signing secret came along.
    expect((await download(server, attachment.url as string)).equals(pdf)).toBe(true);
    expect((await download(server, restoredAttachment.url as string)).equals(pdf)).toBe(true);
  }, 240_000);
});
