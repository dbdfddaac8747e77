import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { passwordResetLinks, users } from '../../db/schema.js';

/** The active account an address belongs to (a password reset is for no other). */
export const findActiveUserByEmail = async (db: DbExecutor, email: string) => {
  const [row] = await db
    .select({ id: users.id, login: users.login, firstName: users.firstName })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.active, true)))
    .limit(1);
  return row ?? null;
};

/** Every unused link of the user stops working (a newer link, a login, a reset). */
export const spendUserResetLinks = (db: DbExecutor, userId: number) =>
  db
    .update(passwordResetLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.usedAt)));

export const insertResetLink = (db: DbExecutor, row: { tokenHash: string; userId: number; expiresAt: Date }) =>
  db.insert(passwordResetLinks).values(row);

/** A link that still works, with the login it sets the password of; null otherwise. */
export const findUsableResetLink = async (db: DbExecutor, tokenHash: string) => {
  const [row] = await db
    .select({ userId: passwordResetLinks.userId, login: users.login })
    .from(passwordResetLinks)
    .innerJoin(users, eq(users.id, passwordResetLinks.userId))
    .where(
      and(
        eq(passwordResetLinks.tokenHash, tokenHash),
        isNull(passwordResetLinks.usedAt),
        sql`${passwordResetLinks.expiresAt} > now()`,
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** Uses the link once: the user's id, or null when it was used (or expired) meanwhile. */
export const spendResetLink = async (db: DbExecutor, tokenHash: string): Promise<number | null> => {
  const [row] = await db
    .update(passwordResetLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetLinks.tokenHash, tokenHash),
        isNull(passwordResetLinks.usedAt),
        sql`${passwordResetLinks.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordResetLinks.userId });
  return row?.userId ?? null;
};

export const setPasswordHash = (db: DbExecutor, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export const findPasswordOwner = async (db: DbExecutor, userId: number) => {
  const [row] = await db
    .select({ login: users.login, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
