import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

export type SessionRow = {
  familyId: string;
  userAgent: string | null;
  ip: string | null;
  startedAt: Date;
  lastUsedAt: Date;
};

/**
 * The user's open sessions: refresh-token families with a token neither revoked nor expired. Each
 * refresh adds a token to its family, so the newest token tells the last use and its client.
 */
export const findOpenSessions = async (db: DbExecutor, userId: number): Promise<SessionRow[]> => {
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      ip: sql<string | null>`(array_agg(${refreshTokens.ip} order by ${refreshTokens.createdAt} desc))[1]`,
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith((v) => new Date(v)),
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith((v) => new Date(v)),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  return rows;
};

/** Whether the session is the user's and still open. */
export const isOwnOpenSession = async (db: DbExecutor, userId: number, familyId: string) => {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Ends one session: its refresh-token family (logout, "Wyloguj" on one session, a reused token). */
export const revokeRefreshFamily = (db: DbExecutor, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/**
 * Revokes the user's sessions (refresh-token families), all of them or all but one, and answers
 * the families revoked so that their cached "open" answers can be dropped.
 */
export const revokeUserSessions = async (db: DbExecutor, userId: number, keepFamilyId: string | null) => {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId === null ? undefined : ne(refreshTokens.familyId, keepFamilyId),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
};
