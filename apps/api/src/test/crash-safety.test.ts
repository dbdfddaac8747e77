import { describe, expect, it } from 'vitest';
import { type CrashOptions, crashTestLimitMs, runCrashTest } from '../../scripts/crash-test.js';

/**
 * The real server (a child process) is killed with SIGKILL while it writes orders
 * and follow settings, started again on the same data, and every write answered 2xx must be there;
 * at the end SIGTERM stops it within 10 s although its log pipe is closed. `scripts/crash-test.ts
 * --cycles 25` runs the same check longer by hand.
 */
// Like every API test, on the database of the run: the PostgreSQL server of TEST_DATABASE_URL
// (a fresh database on it), else the embedded PGlite (a data folder in the temp directory).
const serverUrl = process.env.TEST_DATABASE_URL;
// Bounded by its cycles: every step has its own hang limit (crash-test.ts), the test's timeout is
// their sum, so a slow, loaded machine only makes it take longer.
const CYCLES = 3;

const checkCrashSafety = async (options: CrashOptions) => {
  const result = await runCrashTest(options);
  console.info(
    `kill -9 on ${options.backend}: ${result.acknowledged} writes acknowledged, ${result.lost.length} lost; ` +
      `restarts ${result.restartMs.join(', ')} ms; SIGTERM without log output stopped in ${result.term.ms} ms`,
  );
  expect(result.acknowledged).toBeGreaterThan(0);
  expect(result.lost).toEqual([]);
  expect(result.term.answeredOk).toBe(20);
  expect(result.term.ms).not.toBeNull();
  expect(result.term.code).toBe(0);
};

describe('kill -9 during writes', () => {
  it.runIf(!serverUrl)(
    'keeps every acknowledged write on the embedded database (PGlite data folder)',
    async () => {
      await checkCrashSafety({ backend: 'pglite', cycles: CYCLES });
    },
    crashTestLimitMs(CYCLES),
  );

  it.runIf(serverUrl)(
    'keeps every acknowledged write on the PostgreSQL server',
    async () => {
      await checkCrashSafety({ backend: 'postgres', cycles: CYCLES, serverUrl });
    },
    crashTestLimitMs(CYCLES),
  );
});
