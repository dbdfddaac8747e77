import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users } from '../../db/schema.js';

const profileColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  position: users.position,
  phone: users.phone,
};

export const findAccountProfile = async (db: DbExecutor, userId: number) => {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

export const updateAccountProfile = async (
  db: DbExecutor,
  userId: number,
  profile: { firstName: string; lastName: string; position: string | null; phone: string | null },
) => {
  const [row] = await db.update(users).set(profile).where(eq(users.id, userId)).returning(profileColumns);
  return row ?? null;
};

/**
 * Makes `to` the account's address, only while it still is `from` (so a link works once, and not
 * after another change); answers whether it did.
 */
export const replaceEmail = async (db: DbExecutor, userId: number, from: string, to: string): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ email: to })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${from})`))
    .returning({ id: users.id });
  return rows.length === 1;
};
