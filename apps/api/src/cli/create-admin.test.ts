import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../config/env.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { findDemoLogins, seedIfEmpty } from '../db/seed/index.js';
import { createTestDatabase } from '../test/test-database.js';
import { adminPasswordProblem, generatePassword } from './create-admin.js';

/**
 * A production installation from nothing: the server refuses demo data, `create-admin` makes the
 * first superadmin (password generated and printed once, or piped), refuses a second one and a weak
 * password, and the server then serves that login and no demo login.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir = '';

const run = (script: string, args: string[], env: Record<string, string>, stdin?: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(stdin ?? '');
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

const ADMIN = ['--login', 'szef', '--email', 'szef@firma.example.pl', '--first-name', 'Jan', '--last-name', 'Nowak'];
const PRODUCTION = { APP_ENV: 'production' };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-admin-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('production start and the first administrator', () => {
  let generated = '';

  it('the server refuses DEMO_DATA=true in production, with the reason', async () => {
    const { code, stderr } = await run('src/server.ts', [], { ...PRODUCTION, DEMO_DATA: 'true' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('DEMO_DATA=true is refused with APP_ENV=production');
  }, 60_000);

  it('create-admin draws a password and prints it once', async () => {
    const { code, stdout, stderr } = await run('src/create-admin.ts', [...ADMIN, '--generate-password'], PRODUCTION);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain("Superadmin 'szef' created");
    generated = /Password \(shown this once, stored nowhere\): (\S+)/.exec(stdout)?.[1] ?? '';
    expect(adminPasswordProblem(generated)).toBeNull();
  }, 120_000);

  it('refuses a second superadmin, and a weak password before anything', async () => {
    const second = await run(
      'src/create-admin.ts',
      [
        '--login',
        'drugi',
        '--email',
        'drugi@firma.example.pl',
        '--first-name',
        'A',
        '--last-name',
        'B',
        '--password-stdin',
      ],
      PRODUCTION,
      'Dlugie-haslo-2026\n',
    );
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('a superadmin already exists (szef)');

    const weak = await run('src/create-admin.ts', [...ADMIN, '--password-stdin'], PRODUCTION, 'krotkie1\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('at least 12 characters');

    const noPassword = await run('src/create-admin.ts', ADMIN, PRODUCTION);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin');
  }, 120_000);

  describe('the production app on that database', () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    beforeAll(async () => {
      const env = loadEnv({
        ...PRODUCTION,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      });
      expect(env.DEMO_DATA).toBe(false);
      database = await openDatabase({ dataDir: env.dataDir });
      await seedIfEmpty(database.db, { demo: env.DEMO_DATA, size: env.DEMO_SIZE });
      app = await buildApp({ env, database, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('the generated password logs the superadmin in; no demo login exists', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login: 'szef', password: generated },
      });
      expect(login.statusCode).toBe(200);
      const me = await app.inject({
        url: '/api/v2/users/me',
        headers: { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` },
      });
      expect(me.json()).toMatchObject({ login: 'szef', accountType: 'SUPERADMIN' });

      const demo = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login: 'superadmin', password: 'Demo123!' },
      });
      expect(demo.statusCode).toBe(401);
      expect(await findDemoLogins(database.db)).toEqual([]);
    });
  });
});

describe('the demo data check of a production start', () => {
  it('finds the demo logins of a database seeded with the demo data', async () => {
    const database = await createTestDatabase();
    try {
      expect(await findDemoLogins(database.db)).toEqual(
        expect.arrayContaining(['superadmin', 'administrator', 'klient']),
      );
    } finally {
      await database.close();
    }
  });
});

describe('generated passwords', () => {
  it('are long, with a letter and a digit, and never repeat', () => {
    const drawn = Array.from({ length: 50 }, generatePassword);
    expect(new Set(drawn).size).toBe(50);
    for (const password of drawn) expect(adminPasswordProblem(password)).toBeNull();
    expect(adminPasswordProblem('Krotkie1')).not.toBeNull();
  });
});
