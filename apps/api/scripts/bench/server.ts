/**
 * The API server as benchmarks start it: the compiled build, run the way `npm start` runs it (plain
 * node, `--conditions=compiled` so `@platform/shared` resolves to its dist/), built first when stale.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from '../../../../scripts/build-stale.mjs';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(apiRoot, '../..');

export type ServerCommand = { command: string; args: string[] };

/** Builds shared + API when their sources are newer than dist/ and answers the compiled server's command. */
export const compiledServerCommand = (): ServerCommand => {
  if (!buildStale(['packages/shared', 'apps/api'])) throw new Error('Building shared + API failed');
  return {
    command: process.execPath,
    args: ['--conditions=compiled', '--enable-source-maps', path.join(apiRoot, 'dist/server.js')],
  };
};

/** The TypeScript sources through tsx (the way the server ran before the compiled build), for before/after figures. */
export const tsxServerCommand = (): ServerCommand => ({
  command: process.execPath,
  args: ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')],
});
