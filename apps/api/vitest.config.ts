import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file builds its own app and database; two at a time fits the 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
