import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyScopes } from '../../db/schema.js';

export type ScopeRow = typeof companyScopes.$inferInsert;

/** How many of the ids name existing industries, or subsectors (sectors that have a parent). */
export const countExistingRefs = async (db: Database, table: 'industries' | 'subsectors', ids: number[]) => {
  if (!ids.length) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const query =
    table === 'industries'
      ? sql`select count(*)::int as n from industries where id in (${list})`
      : sql`select count(*)::int as n from sectors where parent_id is not null and id in (${list})`;
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
};

/** Replaces all scopes of the company in one transaction. */
export const replaceCompanyScopes = (db: Database, companyId: number, rows: ScopeRow[]) =>
  db.transaction(async (tx) => {
    await tx.delete(companyScopes).where(eq(companyScopes.companyId, companyId));
    if (rows.length) await tx.insert(companyScopes).values(rows);
  });
