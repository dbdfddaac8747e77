import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * The planner users whose planner shows the order's offer deadline (the sources' rule): active
 * clients and sub-accounts with PLANNER, of a company not subsidised, that owns the order, offered on
 * it, or was invited and did not say 'Nie złożę'.
 */
export const findPlannerRecipients = async (db: DbExecutor, orderId: number, ownerCompanyId: number) => {
  const result = await db.execute<{ id: number; email: string }>(sql`
    select u.id, u.email
      from users u
      join companies c on c.id = u.company_id
     where u.active and u.account_type in ('CLIENT', 'SUBACCOUNT') and not c.subsidized
       and 'PLANNER' = any(u.available_services)
       and (u.company_id = ${ownerCompanyId}
            or u.company_id in (select company_id from offers where order_id = ${orderId})
            or u.company_id in (select company_id from order_nominated_companies
                                 where order_id = ${orderId} and invited_at is not null
                                   and intent is distinct from 'WONT_BID'))
     order by u.id`);
  return result.rows;
};
