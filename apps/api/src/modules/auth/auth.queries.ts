import { type AccountType, isSubsidizedAccount, type Service } from '@platform/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, refreshTokens, temporaryAccessTokens, users } from '../../db/schema.js';
import type { ActorUser } from '../../plugins/auth.js';

const actorColumns = {
  id: users.id,
  login: users.login,
  accountType: users.accountType,
  companyId: users.companyId,
  companyAdmin: users.companyAdmin,
  availableServices: users.availableServices,
  active: users.active,
  companySubsidized: companies.subsidized,
};

type ActorRow = {
  id: number;
  login: string;
  accountType: string;
  companyId: number | null;
  companyAdmin: boolean;
  availableServices: string[];
  active: boolean;
  companySubsidized: boolean | null;
};

const toActor = (row: ActorRow): ActorUser => ({
  id: row.id,
  login: row.login,
  accountType: row.accountType as AccountType,
  companyId: row.companyId,
  companyAdmin: row.companyAdmin,
  availableServices: row.availableServices as Service[],
  isSubsidized: isSubsidizedAccount(row.accountType as AccountType, row.companySubsidized === true),
});

export const findActorById = async (db: Database, id: number): Promise<ActorUser | null> => {
  const [row] = await db
    .select(actorColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row?.active ? toActor(row) : null;
};

export const findUserForLogin = async (db: Database, login: string) => {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login}) or lower(${users.email}) = lower(${login})`)
    .limit(1);
  return row ?? null;
};

export const findUserProfile = async (db: Database, id: number) => {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      login: users.login,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
};

export const insertRefreshToken = (
  db: Database,
  row: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
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

export const revokeRefreshFamily = (db: Database, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

export const insertTemporaryAccessToken = async (
  db: Database,
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
