// `npm start`: builds what is missing or older than its sources (shared contract and API to
// JavaScript with tsc, the web app with Vite), then runs the compiled API server with plain node;
// it serves the app under /v2/ (embedded database and demo data by default). No TypeScript loader
// runs in the serving process: `--conditions=compiled` makes `@platform/shared` resolve to its dist/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';
import { useProjectRuntime } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// the server runs on the Node of .node-version (process.execPath below), also when this script was
// started with the machine's own node rather than through npm
useProjectRuntime();
if (!buildStale()) process.exit(1);

const server = spawn(
  process.execPath,
  ['--conditions=compiled', '--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
