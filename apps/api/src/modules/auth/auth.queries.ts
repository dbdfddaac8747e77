import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { companies, refreshTokens, temporaryAccessTokens, users } from '../../db/schema.js';
import { nameLemmasOf } from '../../lib/name-search.js';
import { preparedPerDatabase } from '../../lib/prepared.js';

export const findUserForLogin = async (db: Database, login: string) => {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login}) or lower(${users.email}) = lower(${login})`)
    .limit(1);
  return row ?? null;
};

// Read by every /users/me, which the web app calls on each page load.
const userProfileQuery = preparedPerDatabase((db) =>
  db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      login: users.login,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_profile'),
);

export const findUserProfile = async (db: Database, id: number) => {
  const [row] = await userProfileQuery(db).execute({ id });
  return row ?? null;
};

export const insertRefreshToken = (
  db: Database,
  row: {
    userId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
) => db.insert(refreshTokens).values(row);

export const findRefreshToken = async (db: Database, tokenHash: string) => {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
};

/** Marks a token used, only if it was not used yet; false means somebody used it first. */
export const markRefreshTokenUsed = async (db: Database, id: number): Promise<boolean> => {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
};

export const insertTemporaryAccessToken = async (
  db: DbExecutor,
  row: { tokenHash: string; userId: number; permissions: string[]; resourceId: number | null; expiresAt: Date },
) => {
  const [created] = await db.insert(temporaryAccessTokens).values(row).returning({ id: temporaryAccessTokens.id });
  return created!;
};

/** Takes a one-time token: marks it used and answers its row, or null if unknown, used or expired. */
export const consumeTemporaryAccessToken = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .update(temporaryAccessTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(temporaryAccessTokens.tokenHash, tokenHash),
        isNull(temporaryAccessTokens.usedAt),
        sql`${temporaryAccessTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
};

// Registration runs these inside one transaction (the service passes `tx`).

export const isLoginTaken = async (tx: DbExecutor, login: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`)
    .limit(1);
  return !!row;
};

export const isEmailTaken = async (tx: DbExecutor, email: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return !!row;
};

/** A company that is not deleted already has this NIP. */
export const isNipTaken = async (tx: DbExecutor, nip: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.nip, nip), eq(companies.deleted, false)))
    .limit(1);
  return !!row;
};

export const insertCompany = async (tx: DbExecutor, row: typeof companies.$inferInsert): Promise<number> => {
  const [company] = await tx
    .insert(companies)
    .values({ ...row, nameLemmas: nameLemmasOf(row.name) })
    .returning({ id: companies.id });
  return company!.id;
};

export const insertUser = async (tx: DbExecutor, row: typeof users.$inferInsert): Promise<number> => {
  const [user] = await tx.insert(users).values(row).returning({ id: users.id });
  return user!.id;
};
