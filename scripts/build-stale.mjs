// Builds each workspace whose output is missing or older than its sources (`npm start`, the e2e
// server and the compiled-server test share this, so each builds the same way and only when needed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const newestMtime = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
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

/** Builds the stale ones among `workspaces`, in order; false when a build fails. */
export const buildStale = (workspaces = Object.keys(BUILDS), { stdio = 'inherit' } = {}) => {
  for (const workspace of workspaces.filter(isStale)) {
    console.log(`Building ${workspace} (first start or changed sources)...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio });
    if (result.status !== 0) return false;
  }
  return true;
};
