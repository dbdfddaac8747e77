import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file builds its own app on its own copy of the template database. Workers are reused
    // across files (no isolation) so PGlite's WebAssembly is compiled once per worker, not per file.
    pool: 'threads',
    isolate: false,
    maxWorkers: 2,
  },
});
