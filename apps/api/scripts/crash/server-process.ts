import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/test/free-port.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** The last lines the server wrote, for a failure's message. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the real server (`src/server.ts`) as a child process with only the given settings, so a
 * DATABASE_URL or REDIS_URL of the calling shell cannot leak in, and waits until /api/ready answers.
 * A setting given as undefined is left out (JWT_SECRET: undefined keeps the secret in DATA_DIR).
 */
export const startServer = async (settings: Record<string, string | undefined>, readyTimeoutMs = 60_000) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_SIZE: 'small',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 30));
  };
  // Read both pipes: a full pipe would block the server's synchronous log writes.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A test runner that gives up (a timeout) must not leave the server running behind it.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killChild);
      resolve({ code, signal });
    }),
  );
  const server: ServerProcess = { child, url: `http://127.0.0.1:${port}`, output, exited };
  await waitReady(server, readyTimeoutMs);
  return server;
};

const waitReady = async (server: ServerProcess, timeoutMs: number) => {
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const ready = await fetch(`${server.url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server not ready (${gone ? 'exited' : 'timeout'}):\n${server.output.join('\n')}`);
};

/** Sends a signal and answers how long the process took to exit, or null past the limit. */
export const signalAndWait = async (server: ServerProcess, signal: NodeJS.Signals, limitMs = 10_000) => {
  const started = Date.now();
  server.child.kill(signal);
  const result = await Promise.race([
    server.exited,
    new Promise<null>((r) => setTimeout(() => r(null), limitMs).unref()),
  ]);
  if (result === null) {
    server.child.kill('SIGKILL');
    await server.exited;
    return { ms: null, code: null, signal: null };
  }
  return { ms: Date.now() - started, ...result };
};
