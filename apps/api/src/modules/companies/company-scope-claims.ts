import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companyScopes } from '../../db/schema.js';

/**
 * Industry scopes a company declared ('Zgłoś zakresy branżowe', document 2, 2.6) and staff confirmed:
 * added to the company's scopes (kind INDUSTRY) beside those it has; a scope it has keeps its flags.
 */
export const addConfirmedScopes = async (tx: DbExecutor, companyId: number, industryIds: number[]): Promise<void> => {
  if (industryIds.length === 0) return;
  await tx
    .insert(companyScopes)
    .values(industryIds.map((refId) => ({ companyId, kind: 'INDUSTRY', refId, isService: true })))
    .onConflictDoNothing();
};

/** How many of the ids name existing industries. */
export const countIndustries = async (db: DbExecutor, ids: number[]): Promise<number> => {
  if (!ids.length) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from industries where id in (${list})`);
  return Number(result.rows[0]?.n ?? 0);
};
