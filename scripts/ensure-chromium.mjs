// The browser journeys drive Debian's Chromium (never a browser download): its headless shell, the
// old headless mode without the browser's window machinery, which Playwright itself uses for headless
// runs. Five journey files on the quiet 2-core machine: 186 s and 60 s of CPU against 224 s and 88 s
// with the full browser. When it is missing, a root shell with apt installs it; anyone else gets one
// line saying what to run. CHROMIUM_PATH=/usr/bin/chromium runs the full browser instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium-headless-shell';
const DEBIAN_PACKAGE = 'chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

const run = (command, args) =>
  spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;

const hasApt = () => spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/** The browser to drive, handed to the journeys' runner (playwright.config.ts reads CHROMIUM_PATH). */
const found = () => {
  if (!fs.existsSync(CHROMIUM_PATH)) return false;
  process.env.CHROMIUM_PATH = CHROMIUM_PATH;
  return true;
};

/** True when Chromium is there (installed now if it was not and we may); false after printing why not. */
export const ensureChromium = () => {
  if (found()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (CHROMIUM_PATH === DEBIAN_CHROMIUM && isRoot && hasApt()) {
    console.log(`e2e: ${CHROMIUM_PATH} is missing; installing Debian's ${DEBIAN_PACKAGE} package (apt-get)…`);
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', DEBIAN_PACKAGE]) && found()) {
      return true;
    }
  }
  console.error(
    `e2e: Chromium not found at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y ${DEBIAN_PACKAGE}), ` +
      'set CHROMIUM_PATH to its binary, or skip this layer with TEST_LAYERS=unit,api,web.',
  );
  return false;
};
