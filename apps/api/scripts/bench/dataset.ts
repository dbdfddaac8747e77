/**
 * Opens the benchmark data set of a scale on a target, making it first when it is missing or out of
 * date (the `bench_dataset` marker): PostgreSQL database `bench_<scale>` on 127.0.0.1:5432 (or a URL),
 * PGlite data directory `.tmp/bench/pglite-<scale>`. A data set without its marker (an interrupted
 * run) is dropped and made again, so a second run only reads the marker.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import {
  BENCH_DATA_SEED,
  BENCH_DATA_VERSION,
  type BenchMarker,
  type BenchScale,
  findMarker,
  generateBenchData,
  upgradeBenchData,
} from '../../src/db/seed/bench-data.js';
import { REPO_ROOT } from './results.js';

export type BenchTarget = 'postgres' | 'pglite';

export type BenchDatabaseOptions = {
  scale: BenchScale;
  target: BenchTarget;
  /** PostgreSQL only; default postgres://postgres@127.0.0.1:5432/bench_<scale>. */
  databaseUrl?: string;
  force?: boolean;
  log?: (line: string) => void;
};

export const defaultScale = (target: BenchTarget): BenchScale => (target === 'postgres' ? 'large' : 'medium');

export const pgliteDir = (scale: BenchScale) => path.join(REPO_ROOT, '.tmp/bench', `pglite-${scale}`);

const postgresUrl = (options: BenchDatabaseOptions) =>
  options.databaseUrl ?? `postgres://postgres@127.0.0.1:5432/bench_${options.scale}`;

const recreatePostgres = async (url: string) => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  // Only a benchmark database is dropped: a mistyped URL must not empty someone's data.
  if (!/^bench/.test(name)) throw new Error(`bench data: refusing to recreate "${name}" (not a bench* database)`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
};

const postgresExists = async (url: string) => {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
};

const open = (options: BenchDatabaseOptions): Promise<DatabaseHandle> =>
  options.target === 'postgres'
    ? openDatabase({ databaseUrl: postgresUrl(options), withoutStatementTimeouts: true })
    : openDatabase({ dataDir: pgliteDir(options.scale) });

const current = (marker: BenchMarker | null) =>
  marker !== null && marker.version === BENCH_DATA_VERSION && marker.seed === BENCH_DATA_SEED;

export type BenchDatabase = { handle: DatabaseHandle; marker: BenchMarker; generated: boolean };

export const openBenchDatabase = async (options: BenchDatabaseOptions): Promise<BenchDatabase> => {
  const log = options.log ?? console.log;
  const label = `${options.target} ${options.scale}`;
  if (options.target === 'postgres' && !(await postgresExists(postgresUrl(options))))
    await recreatePostgres(postgresUrl(options));
  let handle = await open(options);
  let marker = await findMarker(handle.db, options.scale);
  if (current(marker) && !options.force) {
    log(`${label}: data set present (made ${marker?.createdAt} in ${((marker?.durationMs ?? 0) / 1000).toFixed(0)} s)`);
    return { handle, marker: marker as BenchMarker, generated: false };
  }
  if (marker && marker.seed === BENCH_DATA_SEED && marker.version < BENCH_DATA_VERSION && !options.force) {
    log(`${label}: upgrading the data set from version ${marker.version} to ${BENCH_DATA_VERSION}...`);
    const started = performance.now();
    const onProgress = (p: { step: string; done: number; total: number }) =>
      log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${p.step}: ${p.done} / ${p.total}`);
    if (await upgradeBenchData(handle.db, options.scale, marker.version, onProgress)) {
      marker = await findMarker(handle.db, options.scale);
      return { handle, marker: marker as BenchMarker, generated: false };
    }
  }
  await handle.close();
  if (options.target === 'postgres') await recreatePostgres(postgresUrl(options));
  else await fs.rm(pgliteDir(options.scale), { recursive: true, force: true });
  log(`${label}: generating the data set...`);
  const started = performance.now();
  handle = await open(options);
  const result = await generateBenchData(handle.db, {
    scale: options.scale,
    onProgress: (p) =>
      log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${p.step}: ${p.done} / ${p.total}`),
  });
  marker = await findMarker(handle.db, options.scale);
  log(`${label}: made in ${(result.durationMs / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
  log(`  order statuses: ${JSON.stringify(result.statuses)}`);
  return { handle, marker: marker as BenchMarker, generated: true };
};
