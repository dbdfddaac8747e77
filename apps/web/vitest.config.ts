import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // A hang guard, not a speed limit: antd forms rendered in jsdom take seconds on a quiet 2-core
    // machine and many times that on one shared by 8 sessions (load average 20-30)
    testTimeout: 300_000,
    // same base as the app, so paths and redirects behave as in the browser
    env: { BASE_URL: '/v2/' },
    // React may still flush an unmounted tree's passive effects (it reads window.event) after a file
    // has finished and jsdom's window is gone; under load that lands outside every test and fails the
    // run although each test passed. Only that error is dropped; any other unhandled error still fails.
    onUnhandledError: (error) =>
      !(
        error.name === 'ReferenceError' &&
        error.message === 'window is not defined' &&
        /react-dom[\s\S]*performWorkUntilDeadline/.test(error.stack ?? '')
      ),
  },
});
