// `npm run build -w apps/api`: compiles the server's import graph (from src/server.ts) to dist/ with
// tsc, then copies the files the server reads at run time beside the code that reads them, so every
// `import.meta.url`-relative path (migrations, SQL functions, geographic data) resolves the same in src/ and dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(apiRoot, 'dist');

/** Run-time assets, relative to src/ (and so to dist/). */
const RUNTIME_ASSETS = ['db/migrations', 'db/functions', 'db/data'];

// A clean output (a file deleted from src/ must not survive in dist/), built aside and swapped in:
// a server starting meanwhile from this checkout (another `npm start`, a browser test) never finds
// dist/ half written or missing.
const building = path.join(apiRoot, '.tmp', `dist-${process.pid}`);
fs.rmSync(building, { recursive: true, force: true });
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', building], {
  cwd: apiRoot,
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  fs.rmSync(building, { recursive: true, force: true });
  process.exit(tsc.status ?? 1);
}
for (const asset of RUNTIME_ASSETS) {
  fs.cpSync(path.join(apiRoot, 'src', asset), path.join(building, asset), { recursive: true });
}
const previous = path.join(apiRoot, '.tmp', `dist-old-${process.pid}`);
if (fs.existsSync(dist)) fs.renameSync(dist, previous);
fs.renameSync(building, dist);
fs.rmSync(previous, { recursive: true, force: true });
