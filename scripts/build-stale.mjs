// Builds each workspace whose output is missing or older than its sources (`npm start`, the e2e
// server and the compiled-server test share this, so each builds the same way and only when needed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tests and their helpers are in no build: a new or changed test must not rebuild what a running server serves. */
const TEST_ONLY = /(\.test\.|\.test-data\.|test-helpers\.)|^(test|testing)$/;

const newestMtime = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    if (!TEST_ONLY.test(entry)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
};

/** Each workspace's build: its output file and what it is built from (relative to the repo root). */
const BUILDS = {
  'packages/shared': {
    output: 'packages/shared/dist/index.js',
    sources: ['packages/shared/src', 'packages/shared/tsconfig.json', 'packages/shared/tsconfig.build.json'],
  },
  'apps/api': {
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/tsconfig.json', 'apps/api/tsconfig.build.json', 'apps/api/scripts/build.mjs'],
  },
  'apps/web': {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'],
  },
};

export const isStale = (workspace) => {
  const { output, sources } = BUILDS[workspace];
  const built = newestMtime(path.join(root, output));
  return built === 0 || sources.some((p) => newestMtime(path.join(root, p)) > built);
};

const LOCK = path.join(root, '.tmp/build.lock');
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const lockHolder = () => {
  try {
    return Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8'));
  } catch {
    return 0; // taken this instant: its pid is being written
  }
};

/**
 * Runs `build` holding the checkout's build lock: two e2e servers, `npm start` and the compiled-server
 * test starting together would otherwise build the same output at once, one emptying the folder the
 * other writes. A lock whose process is gone is taken over.
 */
const withBuildLock = (build) => {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = lockHolder();
      if (holder && !isAlive(holder)) {
        fs.rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (!told) console.log(`Waiting for another build of this checkout (process ${holder || '?'})...`);
      told = true;
      sleep(500);
    }
  }
  try {
    return build();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
};

/** Builds the stale ones among `workspaces`, in order (one build at a time per checkout); false when a build fails. */
export const buildStale = (workspaces = Object.keys(BUILDS), { stdio = 'inherit' } = {}) => {
  if (!workspaces.some(isStale)) return true;
  return withBuildLock(() => {
    // what another process built while this one waited is fresh now
    for (const workspace of workspaces.filter(isStale)) {
      console.log(`Building ${workspace} (first start or changed sources)...`);
      const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio });
      if (result.status !== 0) return false;
    }
    return true;
  });
};
