import type { AccountType, DeliveryMode } from '@platform/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, notificationPreferences, usedUnsubscribeTokens, users } from '../../db/schema.js';

export const findStoredPreferences = async (db: DbExecutor, userId: number) =>
  (await db
    .select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))) as { kind: string; mode: DeliveryMode }[];

/** Stores the given modes; answers false when the user does not exist (any more). */
export const storePreferences = async (
  db: DbExecutor,
  userId: number,
  rows: { kind: string; mode: DeliveryMode }[],
): Promise<void> => {
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ userId, ...row, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { mode: sql`excluded.mode`, updatedAt: sql`excluded.updated_at` },
    });
};

/**
 * What the relay needs to honour the recipients' choices: per user the stored modes of the given
 * kinds (absent: the default) and the facts the default depends on. Users that do not exist are absent.
 */
export const findRecipientPreferences = async (db: DbExecutor, userIds: number[], kinds: string[]) => {
  const rows = await db
    .select({
      userId: users.id,
      kind: notificationPreferences.kind,
      mode: notificationPreferences.mode,
      accountType: users.accountType,
      companySubsidized: sql<boolean>`coalesce(${companies.subsidized}, false)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), inArray(notificationPreferences.kind, kinds)),
    )
    .where(inArray(users.id, userIds));
  const byUser = new Map<
    number,
    { accountType: AccountType; companySubsidized: boolean; modes: Map<string, DeliveryMode> }
  >();
  for (const row of rows) {
    const user = byUser.get(row.userId) ?? {
      accountType: row.accountType as AccountType,
      companySubsidized: row.companySubsidized,
      modes: new Map<string, DeliveryMode>(),
    };
    if (row.kind && row.mode) user.modes.set(row.kind, row.mode as DeliveryMode);
    byUser.set(row.userId, user);
  }
  return byUser;
};

export const userExists = async (db: DbExecutor, userId: number): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
};

/** Records a link as used; false when it was used already. */
export const markUnsubscribeTokenUsed = async (db: DbExecutor, tokenId: string): Promise<boolean> => {
  const rows = await db
    .insert(usedUnsubscribeTokens)
    .values({ tokenId })
    .onConflictDoNothing()
    .returning({ tokenId: usedUnsubscribeTokens.tokenId });
  return rows.length > 0;
};
