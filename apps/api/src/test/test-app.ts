import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Env, loadEnv } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = { app: FastifyInstance; close: () => Promise<void>; dataDir: string };

/**
 * The real app, in test settings with a data folder of its own, on a database the caller opened: several
 * instances on one database (two-instance and delivery tests, benchmarks) each get one. Closing it
 * closes the app and removes its folder; the database is the caller's.
 */
export const createAppOn = async (
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
): Promise<TestApp> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-test-'));
  const env: Env = loadEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...overrides,
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The real app on a real, seeded database of its own; requests go through `app.inject`. */
export const createTestApp = async (overrides: Record<string, string> = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const instance = await createAppOn(database, overrides);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await database.close();
    },
  };
};

export { DEMO_PASSWORD, loginAs } from './login.js';
