import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/seed/types.js';

const count = (result: { rowCount?: number | null; affectedRows?: number }) =>
  Number(result.rowCount ?? result.affectedRows ?? 0);

export type MergeCounts = { investments: number; users: number; follows: number; orders: number };
export type MergeResult = { counts: MergeCounts; movedUserIds: number[] };

/**
 * Moves everything of the duplicate to the target (run inside the merge transaction): participations
 * the target already has are dropped, users keep companyAdmin only when the target has none, the
 * duplicate's daughters lose their parent and the duplicate is soft-deleted.
 */
export const moveCompanyData = async (tx: DbExecutor, targetId: number, duplicateId: number): Promise<MergeResult> => {
  const investments = await tx.execute(sql`
    insert into investment_companies (investment_id, company_id, industry_id, role, is_supply, is_service, value_pln)
    select investment_id, ${targetId}, industry_id, role, is_supply, is_service, value_pln
      from investment_companies where company_id = ${duplicateId}
    on conflict do nothing`);
  await tx.execute(sql`delete from investment_companies where company_id = ${duplicateId}`);
  const users = await tx.execute<{ id: number }>(
    sql`update users set company_id = ${targetId},
              company_admin = company_admin and not exists
                (select 1 from users a where a.company_id = ${targetId} and a.company_admin)
         where company_id = ${duplicateId}
     returning id`,
  );
  const follows = await tx.execute(sql`
    update company_follows f set company_id = ${targetId}
     where f.company_id = ${duplicateId}
       and not exists (select 1 from company_follows o where o.user_id = f.user_id and o.company_id = ${targetId})`);
  await tx.execute(sql`delete from company_follows where company_id = ${duplicateId}`);
  await tx.execute(sql`
    insert into company_scopes (company_id, kind, ref_id, is_supply, is_service, is_supply_and_service)
    select ${targetId}, kind, ref_id, is_supply, is_service, is_supply_and_service
      from company_scopes where company_id = ${duplicateId}
    on conflict do nothing`);
  await tx.execute(sql`
    update company_profiles set parent_company_id = null
     where parent_company_id = ${duplicateId} or (company_id = ${targetId} and parent_company_id = ${duplicateId})`);
  const orders = await tx.execute(sql`update orders set company_id = ${targetId} where company_id = ${duplicateId}`);
  await tx.execute(sql`update order_events set company_id = ${targetId} where company_id = ${duplicateId}`);
  await tx.execute(sql`update companies set deleted = true, updated_at = now() where id = ${duplicateId}`);
  return {
    counts: {
      investments: count(investments),
      users: users.rows.length,
      follows: count(follows),
      orders: count(orders),
    },
    movedUserIds: users.rows.map((row) => Number(row.id)),
  };
};
