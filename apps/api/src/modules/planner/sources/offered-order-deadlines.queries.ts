import { and, between, eq, inArray } from 'drizzle-orm';
import { investments, offers, orders } from '../../../db/schema.js';
import { deadlineEvent, orderEventColumns, type PlannerSource, publishedOrder } from './planner-source.js';

/** The offer deadlines of published orders the company has offered on (index offers_company_idx). */
export const offeredOrderDeadlines: PlannerSource = {
  name: 'offered-order-deadlines',
  find: async (db, owner, range) => {
    if (owner.companyId === null) return [];
    const offeredOrders = db
      .selectDistinct({ orderId: offers.orderId })
      .from(offers)
      .where(eq(offers.companyId, owner.companyId));
    const rows = await db
      .select({
        ...orderEventColumns,
        day: orders.offerDeadlineTo,
      })
      .from(orders)
      .innerJoin(investments, eq(investments.id, orders.investmentId))
      .where(
        and(inArray(orders.id, offeredOrders), publishedOrder, between(orders.offerDeadlineTo, range.from, range.to)),
      );
    return rows.map(deadlineEvent('OFFERED_ORDER_OFFER_DEADLINE'));
  },
};
