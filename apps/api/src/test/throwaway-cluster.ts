import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of a test's own, in a temp folder on a free port, that the test may stop
 * and start at will without touching the shared server others use. PostgreSQL refuses to run as
 * root, so the cluster belongs to the `postgres` OS user. Answers why it cannot run, or null.
 */
export const clusterUnavailableReason = (): string | null => {
  if (!existsSync(`${BIN}/initdb`) || !existsSync(`${BIN}/pg_ctl`)) return `no PostgreSQL 15 binaries in ${BIN}`;
  if (process.getuid?.() !== 0) return 'the test runs as root to start a cluster as the postgres user';
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'runuser is missing';
  return null;
};

export type Cluster = {
  url: string;
  start: () => Promise<void>;
  stop: (mode: 'fast' | 'immediate') => Promise<void>;
  remove: () => Promise<void>;
};

export const createCluster = async (): Promise<Cluster> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-pg-'));
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await fs.chown(dir, Number(stdout.trim()), Number(gid.trim()));
  const asPostgres = (tool: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', `${BIN}/${tool}`, ...args]);
  const data = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
    },
    stop: async (mode) => {
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    remove: async () => {
      await cluster.stop('immediate').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  return cluster;
};
