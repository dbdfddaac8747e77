/**
 * Crash safety: writes orders and follow settings through HTTP, kills the server with
 * SIGKILL at a random moment, starts it again on the same data and checks that every write
 * answered 2xx is there; at the end the server must stop on SIGTERM within 10 s although nobody
 * reads its log output any more (EPIPE on stdout).
 *
 *   npx tsx scripts/crash-test.ts [--backend pglite|postgres] [--cycles 20]
 *
 * PostgreSQL: a fresh database on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped afterwards. PGlite: a data directory in the system temp, removed afterwards.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServerDatabase } from '../src/test/server-database.js';
import { type ServerProcess, signalAndWait, startServer } from './crash/server-process.js';
import { type Acknowledged, findLost, login, prepareTargets, startWriting } from './crash/writes.js';

export type CrashOptions = { backend: 'pglite' | 'postgres'; cycles: number; serverUrl?: string };

export type CrashResult = {
  acknowledged: number;
  lost: string[];
  restartMs: number[];
  /** SIGTERM with the log pipe closed: ms to exit (null: still running after 10 s) and exit code. */
  term: { ms: number | null; code: number | null; answeredOk: number };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each step has its own bound, met only by a hang, never by a slow machine: a server start (the
 * first one seeds the demo data) that neither answers /api/ready nor exits, writes that stop being
 * acknowledged while the server runs. A loaded 2-core machine starts it in ~15-30 s.
 */
export const START_LIMIT_MS = 180_000;
export const WRITES_STALL_LIMIT_MS = 60_000;
/**
 * The whole run's bound, from the work it does: a start per cycle plus the first one, each with
 * its writes and read-back, and the final SIGTERM. A test runner's timeout is taken from here.
 */
export const crashTestLimitMs = (cycles: number) => (cycles + 1) * (START_LIMIT_MS + WRITES_STALL_LIMIT_MS) + 60_000;

/** Waits until `more` writes beyond `before` are acknowledged; fails if the writers all stopped or stalled. */
const waitForWrites = async (acked: Acknowledged, before: number, more: number, writersDone: () => boolean) => {
  let last = count(acked);
  let lastProgress = Date.now();
  while (count(acked) < before + more) {
    if (writersDone()) throw new Error(`the writers stopped after ${count(acked) - before} writes (server gone?)`);
    if (count(acked) !== last) {
      last = count(acked);
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress > WRITES_STALL_LIMIT_MS) {
      throw new Error(`no write acknowledged for ${WRITES_STALL_LIMIT_MS / 1000} s`);
    }
    await sleep(10);
  }
};

const count = (acked: Acknowledged) => acked.orders.length + [...acked.notes.values()].reduce((a, b) => a + b, 0);

/** A fresh place for the data: a temp folder or a new database; `drop` removes it. */
const prepareStorage = async (
  options: CrashOptions,
): Promise<{ settings: Record<string, string>; drop: () => Promise<void> }> => {
  if (options.backend === 'pglite') {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-crash-'));
    return { settings: { DATA_DIR: dataDir }, drop: () => fs.rm(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = options.serverUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createServerDatabase(serverUrl, 'crash');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-crash-'));
  const drop = async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  return { settings: { DATA_DIR: dataDir, DATABASE_URL: database.url }, drop };
};

/** Stops the server with SIGTERM after closing the pipe it logs to, while it still logs requests. */
const terminateWithoutOutput = async (server: ServerProcess) => {
  server.child.stdout?.destroy();
  server.child.stderr?.destroy();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${server.url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  const stopped = await signalAndWait(server, 'SIGTERM', 10_000);
  // The server must go on answering while its log output is gone, then stop cleanly.
  return { ms: stopped.ms, code: stopped.code, answeredOk: answers.filter((s) => s === 200).length };
};

export const runCrashTest = async (options: CrashOptions, log: (line: string) => void = () => undefined) => {
  const storage = await prepareStorage(options);
  // Every request is logged at info: the SIGTERM check at the end needs a server that writes logs.
  const settings = { ...storage.settings, LOG_LEVEL: 'info' };
  const acked: Acknowledged = { orders: [], notes: new Map() };
  const result: CrashResult = {
    acknowledged: 0,
    lost: [],
    restartMs: [],
    term: { ms: null, code: null, answeredOk: 0 },
  };
  let server = await startServer(settings, START_LIMIT_MS);
  try {
    let session = await login(server.url);
    const targets = await prepareTargets(session);
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const writer = startWriting(session, targets, acked);
      let writersDone = false;
      void writer.done.then(() => {
        writersDone = true;
      });
      await waitForWrites(acked, count(acked), 3, () => writersDone);
      await sleep(Math.random() * 1000);
      await signalAndWait(server, 'SIGKILL');
      await writer.done;
      const started = Date.now();
      server = await startServer(settings, START_LIMIT_MS);
      result.restartMs.push(Date.now() - started);
      session = await login(server.url);
      const lost = await findLost(session, acked);
      result.lost.push(...lost.map((l) => `cycle ${cycle}: ${l}`));
      log(`cycle ${cycle}: ${count(acked)} acknowledged, ${lost.length} lost, restart ${result.restartMs.at(-1)} ms`);
    }
    result.term = await terminateWithoutOutput(server);
    result.acknowledged = count(acked);
    return result;
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) await signalAndWait(server, 'SIGKILL');
    await storage.drop();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { backend: { type: 'string', default: 'pglite' }, cycles: { type: 'string', default: '10' } },
  });
  const backend = values.backend === 'postgres' ? 'postgres' : 'pglite';
  const result = await runCrashTest(
    { backend, cycles: Number(values.cycles), serverUrl: process.env.DATABASE_URL },
    console.log,
  );
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.lost.length === 0 && result.term.ms !== null ? 0 : 1);
}
