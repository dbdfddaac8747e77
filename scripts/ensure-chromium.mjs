// The browser journeys drive Debian's Chromium (never a browser download). When it is missing, a
// root shell with apt installs it; anyone else gets one line saying what to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

const run = (command, args) =>
  spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

const hasApt = () => spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/** True when Chromium is there (installed now if it was not and we may); false after printing why not. */
export const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (CHROMIUM_PATH === DEBIAN_CHROMIUM && isRoot && hasApt()) {
    console.log(`e2e: ${CHROMIUM_PATH} is missing; installing Debian's chromium package (apt-get)…`);
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
      if (fs.existsSync(CHROMIUM_PATH)) return true;
    }
  }
  console.error(
    `e2e: Chromium not found at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium), ` +
      'set CHROMIUM_PATH to its binary, or skip this layer with TEST_LAYERS=unit,api,web.',
  );
  return false;
};
