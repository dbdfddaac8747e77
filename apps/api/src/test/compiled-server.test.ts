import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStale } from '../../../../scripts/build-stale.mjs';
import { freePort } from './free-port.js';

/**
 * The production process as `npm start` runs it: plain node on the compiled output, the shared
 * contract resolved to its dist/ through the `compiled` export condition, assets read from dist/.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: ChildProcess | undefined;
let base = '';
let dataDir = '';

const waitUntilReady = async (child: ChildProcess, deadline: number) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}`);
    const status = await fetch(`${base}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error('the compiled server was not ready in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('compiled server', () => {
  beforeAll(async () => {
    expect(buildStale(['packages/shared', 'apps/api'], { stdio: 'pipe' })).toBe(true);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'));
    server = spawn(process.execPath, ['--conditions=compiled', '--enable-source-maps', 'dist/server.js'], {
      cwd: apiRoot,
      // only what the server needs: no loader or database settings leak in from the test run
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        APP_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await waitUntilReady(server, Date.now() + 150_000);
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the compiled JavaScript, not the TypeScript sources', () => {
    expect(server?.spawnargs.at(-1)).toBe('dist/server.js');
    expect(fs.existsSync(path.join(apiRoot, 'dist/db/migrations'))).toBe(true);
    expect(fs.existsSync(path.join(apiRoot, 'dist/db/functions/order_map_add.sql'))).toBe(true);
  });

  it('answers ready on the migrated, seeded embedded database', async () => {
    const response = await fetch(`${base}/api/ready`);
    expect(await response.json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('serves reference data read from the seeded geographic files', async () => {
    const response = await fetch(`${base}/api/v2/reference-lists`);
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('mazowieckie');
  });

  it('answers an unknown route with the Polish not-found message', async () => {
    const response = await fetch(`${base}/api/v2/no-such-route`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Nie znaleziono/);
  });
});
