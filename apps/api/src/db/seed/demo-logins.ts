import { and, eq, ilike } from 'drizzle-orm';
import type { Database } from '../client.js';
import { users } from '../schema.js';
import { DEMO_EMAIL_DOMAIN } from './demo/users.js';

/**
 * The demo accounts a database holds (active, on the demo e-mail domain): a database that got the
 * demo data set. Production refuses to serve one (server.ts): their password is published in the README.
 */
export const findDemoLogins = async (db: Database): Promise<string[]> => {
  const rows = await db
    .select({ login: users.login })
    .from(users)
    .where(and(eq(users.active, true), ilike(users.email, `%@${DEMO_EMAIL_DOMAIN}`)))
    .orderBy(users.id)
    .limit(20);
  return rows.map((row) => row.login);
};
