import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/** The logins of the active superadmins (the first administrator exists once). */
export const findSuperadminLogins = async (db: Database): Promise<string[]> =>
  (
    await db
      .select({ login: users.login })
      .from(users)
      .where(sql`${users.accountType} = 'SUPERADMIN' and ${users.active}`)
  ).map((row) => row.login);

/** Whether a user already has this login or e-mail (both unique, letter case ignored). */
export const loginOrEmailTaken = async (db: Database, login: string, email: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(sql`lower(${users.login})`, login.toLowerCase()), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
};

export const insertSuperadmin = async (
  db: Database,
  row: { login: string; email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<number> => {
  const [user] = await db
    .insert(users)
    .values({ ...row, accountType: 'SUPERADMIN', companyAdmin: false, companyId: null, availableServices: [] })
    .returning({ id: users.id });
  return user!.id;
};
