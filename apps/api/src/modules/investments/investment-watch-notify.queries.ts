import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { investmentChanges, orders } from '../../db/schema.js';
import { notYetReminded } from '../notifications/index.js';

export type DueParticipant = {
  id: number;
  investmentId: number;
  investmentName: string;
  companyName: string;
  at: Date;
};
export type DueOrder = { id: number; investmentId: number; investmentName: string; at: Date };

type Window = { key: string; since: Date; now: Date; limit: number };

/**
 * Companies that joined a watched investment in the window (investment_changes_created_idx), whose
 * followers were not told yet; only follows older than the change count.
 */
export const findDueParticipants = async (db: DbExecutor, w: Window): Promise<DueParticipant[]> => {
  const result = await db.execute<{
    id: number;
    investment_id: number;
    investment_name: string;
    company_name: string;
    created_at: string | Date;
  }>(sql`
    select investment_changes.id, investment_changes.investment_id, i.name as investment_name,
           co.name as company_name, investment_changes.created_at
      from investment_changes
      join investments i on i.id = investment_changes.investment_id
      join companies co on co.id = (investment_changes.details->>'companyId')::int and not co.deleted
     where investment_changes.kind = 'PARTICIPANT_ADDED'
       and investment_changes.created_at > ${w.since.toISOString()} and investment_changes.created_at <= ${w.now.toISOString()}
       and exists (select 1 from investment_follows f
                    where f.investment_id = investment_changes.investment_id and f.created_at < investment_changes.created_at)
       and ${notYetReminded(w.key, investmentChanges.id)}
     order by investment_changes.id
     limit ${w.limit}`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    investmentId: Number(r.investment_id),
    investmentName: r.investment_name,
    companyName: r.company_name,
    at: new Date(r.created_at),
  }));
};

/** Orders published for every logged-in user in the window on a watched investment (orders_status_publish_idx). */
export const findDueOrders = async (db: DbExecutor, w: Window): Promise<DueOrder[]> => {
  const result = await db.execute<{
    id: number;
    investment_id: number;
    investment_name: string;
    publish_at: string | Date;
  }>(sql`
    select orders.id, orders.investment_id, i.name as investment_name, orders.publish_at
      from orders
      join investments i on i.id = orders.investment_id
     where orders.status = 'RELEASED' and not orders.removed and not orders.visible_to_industry_users_only
       and orders.publish_at > ${w.since.toISOString()} and orders.publish_at <= ${w.now.toISOString()}
       and exists (select 1 from investment_follows f
                    where f.investment_id = orders.investment_id and f.created_at < orders.publish_at)
       and ${notYetReminded(w.key, orders.id)}
     order by orders.id
     limit ${w.limit}`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    investmentId: Number(r.investment_id),
    investmentName: r.investment_name,
    at: new Date(r.publish_at),
  }));
};
