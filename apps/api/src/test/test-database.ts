import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/**
 * A fresh copy of the run's migrated and seeded template database for one test file: in-memory
 * PGlite by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped
 * when the file is done.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const template = inject('testTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await fs.readFile(template.dumpFile)]);
    return openDatabase({ inMemory: true, loadDataDir: dump });
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
};
