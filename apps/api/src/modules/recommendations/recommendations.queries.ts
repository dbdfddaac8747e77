import type { OrderStatus } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Ids with their children (a parent industry includes its children). */
export const expandIndustryIds = async (db: Database, ids: number[]): Promise<number[]> => {
  const list = `{${ids.join(',')}}`;
  const result = await db.execute<{ id: number }>(
    sql`select id from industries where id = any(${list}::int[]) or parent_id = any(${list}::int[]) order by id`,
  );
  return result.rows.map((r) => Number(r.id));
};

export type OrderPlaceRow = {
  id: number;
  companyId: number;
  createdByUserId: number | null;
  status: OrderStatus;
  isApproved: boolean;
  removed: boolean;
  industryIds: number[];
  scope: string | null;
  latitude: number;
  longitude: number;
};

/** An investment's place (the add-order form asks for recommendations before the order exists). */
export const findInvestmentPlace = async (
  db: Database,
  investmentId: number,
): Promise<{ latitude: number; longitude: number } | null> => {
  const result = await db.execute<{ latitude: number; longitude: number }>(sql`
    select latitude, longitude from investments where id = ${investmentId}`);
  const row = result.rows[0];
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
};

/** What an order's recommendations start from: its industries, scope and the investment's place. */
export const findOrderPlace = async (db: Database, orderId: number): Promise<OrderPlaceRow | null> => {
  const result = await db.execute<OrderPlaceRow>(sql`
    select o.id, o.company_id as "companyId", o.created_by_user_id as "createdByUserId", o.status,
           o.is_approved as "isApproved", o.removed, o.industry_ids as "industryIds", o.scope,
           i.latitude, i.longitude
      from orders o join investments i on i.id = o.investment_id
     where o.id = ${orderId}`);
  const row = result.rows[0];
  return row ? { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
};
