import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per PGlite data folder. PGlite runs PostgreSQL inside this process without the
 * server's own lock: a second process on the same folder starts happily and the two overwrite each
 * other's pages. The lock names its owner by pid and start time (Linux /proc), so a lock left by a
 * killed process is taken over at once, and a reused pid (a restarted container) is not mistaken
 * for the owner. An owner on another host (a shared volume) cannot be asked: its lock counts while
 * the owner keeps touching it, so a recreated container is not locked out by its predecessor.
 */
type Owner = { pid: number; started: string | null; host: string };

const LOCK_FILE = 'platforma.lock';
const HEARTBEAT_MS = 10_000;
const FOREIGN_STALE_MS = 6 * HEARTBEAT_MS;

const startTimeOf = async (pid: number): Promise<string | null> => {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // Field 22 (start time in clock ticks since boot) follows the command name in parentheses.
  return stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
};

const isAlive = async (owner: Owner, file: string) => {
  if (owner.host !== os.hostname()) {
    const touched = await fs.stat(file).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    return Date.now() - touched < FOREIGN_STALE_MS;
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return owner.started === null || owner.started === (await startTimeOf(owner.pid));
};

const readOwner = async (file: string): Promise<Owner | null> => {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
};

/** Takes the folder's lock or throws naming the process that holds it; answers the release. */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, started: await startTimeOf(process.pid), host: os.hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, JSON.stringify(me), { flag: 'wx' });
      const heartbeat = setInterval(() => {
        const now = new Date();
        fs.utimes(file, now, now).catch(() => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      return async () => {
        clearInterval(heartbeat);
        const owner = await readOwner(file);
        if (owner?.pid === me.pid && owner.host === me.host) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    if (owner && (await isAlive(owner, file))) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${owner.pid} on ${owner.host}; ` +
          `stop it first (one server per DATA_DIR), or remove ${file} if that process is gone.`,
      );
    }
    // Left by a process that is gone (killed, crashed): take it over.
    await fs.rm(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
};
