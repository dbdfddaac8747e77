import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminQuery = async (serverUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

/**
 * An empty database of its own on a PostgreSQL server, for tests and scripts that start several
 * processes or instances on one database; `drop` removes it even while connections remain.
 */
export const createServerDatabase = async (
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
};
