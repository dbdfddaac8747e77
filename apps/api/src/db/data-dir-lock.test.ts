import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

describe('one process per PGlite data folder', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'platforma.lock');
  const writeOwner = (owner: object) => fs.writeFile(lockFile(), JSON.stringify({ host: os.hostname(), ...owner }));

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-lock-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses a second opening while the first holds the folder, and allows it after release', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
    await expect(fs.access(lockFile())).rejects.toThrow();
  });

  it('takes over a lock left by a process that is gone (kill -9)', async () => {
    await writeOwner({ pid: 2 ** 22 + 1, started: '1' });
    const release = await lockDataDir(dir);
    expect(JSON.parse(await fs.readFile(lockFile(), 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('honours a lock of another host while it is fresh, and takes it over once stale', async () => {
    await writeOwner({ pid: 1, started: '1', host: 'another-host' });
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process 1 on another-host/);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await fs.utimes(lockFile(), longAgo, longAgo);
    const release = await lockDataDir(dir);
    await release();
  });

  it('does not mistake a live process that reuses the pid for the owner', async () => {
    await writeOwner({ pid: process.pid, started: 'another start' });
    const release = await lockDataDir(dir);
    await release();
  });
});
