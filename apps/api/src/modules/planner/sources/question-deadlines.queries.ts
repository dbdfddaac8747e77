import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { investments, orderNominatedCompanies, orders } from '../../../db/schema.js';
import { questionDeadlinesFor } from '../../order-questions/index.js';
import { orderEvent, orderEventColumns, type PlannerSource, publishedOrder } from './planner-source.js';

/**
 * The question deadlines of published orders the company was invited to (unless it said 'Nie złożę'),
 * as the order-questions module gives them (its rule: the day set by the requester, else days before
 * the offer deadline), in two queries whatever the number of orders. Every question deadline lies
 * before its offer deadline, so orders whose offer deadline is before the range are left out by
 * index (order_nominated_companies_company_idx).
 */
export const questionDeadlines: PlannerSource = {
  name: 'question-deadlines',
  find: async (db, owner, range) => {
    if (owner.companyId === null) return [];
    const invited = await db
      .select(orderEventColumns)
      .from(orderNominatedCompanies)
      .innerJoin(orders, eq(orders.id, orderNominatedCompanies.orderId))
      .innerJoin(investments, eq(investments.id, orders.investmentId))
      .where(
        and(
          eq(orderNominatedCompanies.companyId, owner.companyId),
          isNotNull(orderNominatedCompanies.invitedAt),
          sql`${orderNominatedCompanies.intent} is distinct from 'WONT_BID'`,
          ne(orders.companyId, owner.companyId),
          publishedOrder,
          gte(orders.offerDeadlineTo, range.from),
        ),
      );
    const deadlines = await questionDeadlinesFor(
      db,
      invited.map((r) => r.orderId),
    );
    return invited.flatMap((r) => {
      const day = deadlines.get(r.orderId)?.questionDeadline;
      if (!day || day < range.from || day > range.to) return [];
      return [orderEvent('QUESTION_DEADLINE', r, { title: `Termin pytań: ${r.investmentName}`, date: day })];
    });
  },
};
