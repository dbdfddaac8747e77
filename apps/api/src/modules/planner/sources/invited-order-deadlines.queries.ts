import { and, between, eq, isNotNull, ne } from 'drizzle-orm';
import { investments, orderNominatedCompanies, orders } from '../../../db/schema.js';
import { deadlineEvent, orderEventColumns, type PlannerSource, publishedOrder } from './planner-source.js';

/**
 * The offer deadlines of published orders the company was invited to, unless it said 'Nie złożę'
 * (index order_nominated_companies_company_idx).
 */
export const invitedOrderDeadlines: PlannerSource = {
  name: 'invited-order-deadlines',
  find: async (db, owner, range) => {
    if (owner.companyId === null) return [];
    const rows = await db
      .select({
        ...orderEventColumns,
        day: orders.offerDeadlineTo,
        intent: orderNominatedCompanies.intent,
      })
      .from(orderNominatedCompanies)
      .innerJoin(orders, eq(orders.id, orderNominatedCompanies.orderId))
      .innerJoin(investments, eq(investments.id, orders.investmentId))
      .where(
        and(
          eq(orderNominatedCompanies.companyId, owner.companyId),
          isNotNull(orderNominatedCompanies.invitedAt),
          ne(orders.companyId, owner.companyId),
          publishedOrder,
          between(orders.offerDeadlineTo, range.from, range.to),
        ),
      );
    return rows.filter((r) => r.intent !== 'WONT_BID').map(deadlineEvent('INVITED_ORDER_OFFER_DEADLINE'));
  },
};
