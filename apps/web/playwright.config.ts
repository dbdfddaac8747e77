import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real API server, which serves the built web app under /v2/.
 * The app must be built first (`vite build`; the root test script does it). The server starts the
 * way `npm start` starts it: shared contract and API compiled when stale, plain node on dist/. Debian's Chromium is
 * used as installed: no browser is downloaded.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_WEB_DIST lets parallel runs in one checkout each serve their own build
const webDist = process.env.E2E_WEB_DIST ?? path.join(here, 'dist');
const dist = path.join(webDist, 'index.html');
if (!existsSync(dist)) {
  throw new Error(`Brak zbudowanej aplikacji (${dist}). Uruchom najpierw: npm run build -w apps/web`);
}

// a fresh database for every run, removed by the global teardown; the workers inherit its path.
// Runs of other sessions keep theirs: only folders older than a day are swept here.
const tmp = path.resolve(here, '../../.tmp');
process.env.E2E_DATA_DIR ??= path.join(tmp, `e2e-data-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
if (!process.env.TEST_WORKER_INDEX && existsSync(tmp)) {
  for (const name of readdirSync(tmp)) {
    const full = path.join(tmp, name);
    if (name.startsWith('e2e-data-') && Date.now() - statSync(full).mtimeMs > 86_400_000) {
      rmSync(full, { recursive: true, force: true });
    }
  }
}

export default defineConfig({
  testDir: './e2e',
  // the demo data set's fingerprint before the first journey and after the last (e2e/demo-state.ts)
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // E2E_OUT: parallel runs in one checkout keep their own results (each run empties its folder)
  outputDir: process.env.E2E_OUT ?? './e2e/.out/test-results',
  // Hang guards, not speed limits: every step waits for what the page shows, and the 2-core machine
  // shared by 8 sessions (load average 20-30) renders, answers and animates many times slower than a
  // quiet one; a test that fails pays the wait once.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  // Every journey stands alone (it makes the objects it changes: e2e/own-data.ts), so each is scheduled
  // on its own: `--shuffle [seed]` (npm test: E2E_SHUFFLE) runs them in any order.
  fullyParallel: true,
  workers: 1,
  // No retries: a retry starts from what the first try left, and a journey green only on its second
  // try hides the slow step that will fail the next run; a flaky journey fails loudly instead.
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}/v2/`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // a click whose target never comes fails after this instead of holding the journey to its timeout
    actionTimeout: 90_000,
    // Recording a trace costs a fifth of the journeys' time (the same 8 journeys: 42 s without, 52-66 s
    // with traces kept on failure), so the suite records none; a failed journey still leaves its screenshot
    // and error context (the page's accessibility snapshot). E2E_TRACE=1 keeps traces of failing journeys,
    // for a replay of a failed run's order (E2E_SHUFFLE=<seed>).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: {
          // npm test sets it (scripts/ensure-chromium.mjs: Debian's headless shell by default)
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs',
    cwd: here,
    url: `http://localhost:${PORT}/api/ready`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_SIZE: 'small',
      LOG_LEVEL: 'warn',
      APP_ENV: 'test',
      // the journeys' own companies and the demo data's fingerprint (modules/test-data)
      TEST_DATA_API: 'true',
      WEB_DIST_DIR: webDist,
      // every journey's users log in from this one address, many times a minute: the per-address login
      // limit is the API tests' concern (login-limits.test.ts), not the journeys'
      RATE_LIMIT_LOGIN_PER_MINUTE: '600',
    },
  },
});
