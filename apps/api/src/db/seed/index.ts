import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { provinces } from '../schema.js';
import { seedDemoData } from './demo/seed-demo.js';
import { seedReferenceData } from './reference/seed-reference.js';
import type { DbExecutor, DemoSize } from './types.js';

export { DEMO_SIZES, seedDemoData } from './demo/seed-demo.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/users.js';
export { findDemoLogins } from './demo-logins.js';
export { type GenerateOptions, type GenerateResult, generateDataset } from './generate.js';
export { seedReferenceData } from './reference/seed-reference.js';
export type { DbExecutor, DemoSize } from './types.js';

/** Key of the advisory lock that keeps two starting servers from seeding the same database at once. */
const SEED_LOCK_KEY = 7_345_100_001;

const isEmpty = async (db: DbExecutor): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(provinces);
  return !row || row.n === 0;
};

/**
 * Seeds an empty database (no provinces yet): reference data, and with `demo` the demo data of the given size.
 * Everything runs in one transaction, so a crash leaves the database empty and the next start seeds it again.
 */
export const seedIfEmpty = async (
  db: Database,
  options: { demo: boolean; size: DemoSize },
): Promise<{ seeded: boolean }> => {
  if (!(await isEmpty(db))) return { seeded: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return { seeded: false };
    await seedReferenceData(tx);
    if (options.demo) await seedDemoData(tx, options.size);
    return { seeded: true };
  });
};
