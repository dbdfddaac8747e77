import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './src/test/slow-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    globalSetup: ['src/test/global-setup.ts'],
    // Hang guards, not speed limits: tests wait for conditions, so a slow or loaded machine only
    // makes them take longer. On the 2-core machine shared by 8 sessions (load average 20-27), single
    // tests of orders-map-counts took 40-130 s and the bad-input walk 67 s, past the 60 s that was here.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Each file builds its own app on its own copy of the template database. Workers are processes,
    // never threads of one process: on Node 22-26, V8's registry of WebAssembly code pages is shared
    // by the threads of a process, and PGlite instances opened and closed in parallel threads can
    // abort the whole run (V8 "Check failed: jit_page", nodejs/node#64500); a fork has its own V8.
    // Each fork is reused across files (no isolation) so the module graph and PGlite's WebAssembly
    // load once per worker, not per file: a fresh process per file cost 2.6x the import time
    // (6 files on the loaded 2-core machine: 24 s vs 65 s).
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
