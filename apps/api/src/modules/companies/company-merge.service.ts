import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { requireCompany } from './company-access.js';
import { forgetCompanyStats } from './company-stats.cache.js';

const count = (result: { rowCount?: number | null; affectedRows?: number }) =>
  Number(result.rowCount ?? result.affectedRows ?? 0);

/**
 * Merges a duplicate into the company (admins): its investment participations (those the company
 * already has are dropped), users (keeping companyAdmin only when the company has none), follows,
 * scopes, orders and order events move; the duplicate's daughters lose their parent; the duplicate is
 * soft-deleted. All in one transaction.
 */
export const mergeCompanies = async (app: FastifyInstance, targetId: number, duplicateId: number) => {
  if (targetId === duplicateId) throw appError('MERGE_SAME_COMPANY');
  const target = await requireCompany(app, targetId);
  const duplicate = await requireCompany(app, duplicateId);
  const result = await app.db.transaction(async (tx) => {
    const investments = await tx.execute(sql`
      insert into investment_companies (investment_id, company_id, industry_id, role, is_supply, is_service, value_pln)
      select investment_id, ${target.id}, industry_id, role, is_supply, is_service, value_pln
        from investment_companies where company_id = ${duplicate.id}
      on conflict do nothing`);
    await tx.execute(sql`delete from investment_companies where company_id = ${duplicate.id}`);
    const users = await tx.execute(
      sql`update users set company_id = ${target.id},
                company_admin = company_admin and not exists
                  (select 1 from users a where a.company_id = ${target.id} and a.company_admin)
           where company_id = ${duplicate.id}`,
    );
    const follows = await tx.execute(sql`
      update company_follows f set company_id = ${target.id}
       where f.company_id = ${duplicate.id}
         and not exists (select 1 from company_follows o where o.user_id = f.user_id and o.company_id = ${target.id})`);
    await tx.execute(sql`delete from company_follows where company_id = ${duplicate.id}`);
    await tx.execute(sql`
      insert into company_scopes (company_id, kind, ref_id, is_supply, is_service, is_supply_and_service)
      select ${target.id}, kind, ref_id, is_supply, is_service, is_supply_and_service
        from company_scopes where company_id = ${duplicate.id}
      on conflict do nothing`);
    await tx.execute(sql`
      update company_profiles set parent_company_id = null
       where parent_company_id = ${duplicate.id} or (company_id = ${target.id} and parent_company_id = ${duplicate.id})`);
    const orders = await tx.execute(
      sql`update orders set company_id = ${target.id} where company_id = ${duplicate.id}`,
    );
    await tx.execute(sql`update order_events set company_id = ${target.id} where company_id = ${duplicate.id}`);
    await tx.execute(sql`update companies set deleted = true, updated_at = now() where id = ${duplicate.id}`);
    return {
      id: target.id,
      duplicateCompanyId: duplicate.id,
      moved: {
        investments: count(investments),
        users: count(users),
        follows: count(follows),
        orders: count(orders),
      },
    };
  });
  await forgetCompanyStats(app, target.id, duplicate.id);
  return result;
};
