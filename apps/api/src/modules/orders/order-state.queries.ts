import type { OrderDeleteReason, OrderStatus } from '@platform/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, investments, orders } from '../../db/schema.js';

// Statements of the approve and delete calls, and the names the order card shows.

export const markOrderApproved = (db: Database, orderId: number) =>
  db.update(orders).set({ isApproved: true, updatedAt: new Date() }).where(eq(orders.id, orderId));

/** A draft is deleted for good; nothing else refers to it yet. */
export const deleteDraftOrder = (db: Database, orderId: number) => db.delete(orders).where(eq(orders.id, orderId));

/** Archives (or, for USER_MISTAKE, removes) an order, keeping the reason. */
export const markOrderDeleted = (
  db: Database,
  orderId: number,
  values: { status: OrderStatus; removed: boolean; deletedReason: OrderDeleteReason },
) =>
  db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));

export const findInvestmentName = async (db: Database, investmentId: number) => {
  const [row] = await db
    .select({ id: investments.id, name: investments.name })
    .from(investments)
    .where(eq(investments.id, investmentId));
  return row ?? null;
};

/** The requester company as the order card shows it. */
export const findOrderCompany = async (db: Database, companyId: number) => {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, logoUrl: companies.logoUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
};
