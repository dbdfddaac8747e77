import { and, between, eq, inArray, isNotNull } from 'drizzle-orm';
import { investments, orders } from '../../../db/schema.js';
import { deadlineEvent, orderEventColumns, type PlannerSource } from './planner-source.js';

/** The offer deadlines of the company's own planned and published orders (index orders_company_idx). */
export const ownOrderDeadlines: PlannerSource = {
  name: 'own-order-deadlines',
  find: async (db, owner, range) => {
    if (owner.companyId === null) return [];
    const rows = await db
      .select({
        ...orderEventColumns,
        day: orders.offerDeadlineTo,
      })
      .from(orders)
      .innerJoin(investments, eq(investments.id, orders.investmentId))
      .where(
        and(
          eq(orders.companyId, owner.companyId),
          inArray(orders.status, ['PLANNED', 'RELEASED']),
          eq(orders.removed, false),
          isNotNull(orders.offerDeadlineTo),
          between(orders.offerDeadlineTo, range.from, range.to),
        ),
      );
    return rows.map(deadlineEvent('OWN_ORDER_OFFER_DEADLINE'));
  },
};
