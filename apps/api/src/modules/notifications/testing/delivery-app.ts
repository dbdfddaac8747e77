import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { loadEnv } from '../../../config/env.js';
import { openDatabase } from '../../../db/client.js';
import { enqueueEmail } from '../notifications.service.js';

/** Where a delivery test's app keeps its data: a PostgreSQL database, or a PGlite data folder. */
export type DeliveryDatabase = { databaseUrl: string } | { dataDir: string };

/**
 * An app on a database shared with other processes or instances (not the per-file test copy):
 * the two-worker and kill -9 tests start several on one database.
 */
export const startDeliveryApp = async (
  database: DeliveryDatabase,
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'platforma-mail-'));
  const handle = await openDatabase(
    'databaseUrl' in database ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir },
  );
  const app = await buildApp({
    env: loadEnv({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      PUBLIC_URL: 'https://platforma.example.pl',
      ...env,
    }),
    database: handle,
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Enqueues `count` plain e-mails of one test event, as a save would. */
export const enqueueTestEmails = async (app: FastifyInstance, event: string, count: number) => {
  for (let i = 0; i < count; i++) {
    await app.db.transaction(async (tx) => {
      await enqueueEmail(app, tx, {
        kind: 'REGISTRATION',
        eventKey: `${event}:${i}`,
        recipient: { email: `odbiorca${i}@example.pl`, userId: null },
        content: { subject: `Test ${event} ${i}`, text: 'Treść testowa', html: '<p>Treść testowa</p>' },
      });
    });
  }
};
