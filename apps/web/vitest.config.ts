import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Sends two imports of the app to stand-ins in src/testing, so that a test's toasts go with it:
 * lib/notify.ts's toast host (which notify keeps for the page's life) and lib/toast-host.tsx's
 * react-dom/client (whose roots testing-library's cleanup does not know). Done here, not with
 * vi.mock in setup-tests.ts: a mock is registered for each file when its setup runs, and a toast
 * that came after a file had ended loaded the real host in the moment before the next file's
 * setup; notify kept that host, and its toasts stayed for every later file (1 shuffled run in 3).
 */
const testSeams = (): Plugin => {
  const seams = [
    { importer: '/src/lib/notify.ts', source: './toast-host', stand: './src/testing/toast-host.ts' },
    { importer: '/src/lib/toast-host.tsx', source: 'react-dom/client', stand: './src/testing/app-roots.ts' },
  ];
  return {
    name: 'web-test-seams',
    enforce: 'pre',
    resolveId(source, importer) {
      const seam = seams.find((s) => s.source === source && importer?.split('?')[0]?.endsWith(s.importer));
      return seam ? fileURLToPath(new URL(seam.stand, import.meta.url)) : null;
    },
  };
};

export default defineConfig({
  plugins: [react(), testSeams()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // vi.stubGlobal (fetch, XMLHttpRequest) is undone before each test: the window outlives the file,
    // and not every file unstubs, so a later file's call it did not stub would reach an earlier
    // file's stand-in instead of failing as it does in a fork of its own
    unstubGlobals: true,
    // One fork runs the files one after another (no isolation), as apps/api does: a fresh fork per
    // file set up jsdom and imported React, antd and the app again for each of the 109 files. On the
    // 2-core machine at load average 1-2: 223 s with a fork per file (environment 47 s, import 82 s),
    // 64 s with one. What a file leaves behind is undone by src/testing/setup-tests.ts (module
    // mocks, toasts, matchMedia, fake timers), the seams above and the settings here.
    pool: 'forks',
    isolate: false,
    // A hang guard, not a speed limit: antd forms rendered in jsdom take seconds on a quiet 2-core
    // machine and many times that on one shared by 8 sessions (load average 20-30)
    testTimeout: 300_000,
    // same base as the app, so paths and redirects behave as in the browser
    env: { BASE_URL: '/v2/' },
    // React may still flush an unmounted tree's passive effects (it reads window.event) after the
    // fork's last file has finished and jsdom's window is gone (once a run now, not once a file);
    // under load that lands outside every test and fails the run although each test passed. Only
    // that error is dropped; any other unhandled error still fails.
    onUnhandledError: (error) =>
      !(
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        /react-dom[\s\S]*performWorkUntilDeadline/.test(error.stack ?? '')
      ),
  },
});
