import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { investments, orders } from '../../db/schema.js';
import { notYetReminded } from '../notifications/index.js';

/** Which offer deadlines: a range of Polish days (`from` inclusive, `before` exclusive) or one day. */
export type OfferDeadlineDays = { from: string; before: string } | { on: string };

/**
 * Published orders (released, not removed or deleted: closing or settling archives an order) whose
 * offer deadline falls on the given days, not yet reminded by `reminder`: the requester's 'deadline
 * passed' (the last days) and the planner's day-before reminder. On the partial index of released
 * orders by deadline.
 */
export const findReleasedOrdersByOfferDeadline = (
  db: DbExecutor,
  input: { reminder: string; days: OfferDeadlineDays; limit: number },
) =>
  db
    .select({
      id: orders.id,
      companyId: orders.companyId,
      offerDeadline: sql<string>`${orders.offerDeadlineTo}::text`,
      investmentName: investments.name,
    })
    .from(orders)
    .innerJoin(investments, eq(investments.id, orders.investmentId))
    .where(
      and(
        eq(orders.status, 'RELEASED'),
        eq(orders.removed, false),
        isNull(orders.deletedReason),
        ...('on' in input.days
          ? [eq(orders.offerDeadlineTo, input.days.on)]
          : [gte(orders.offerDeadlineTo, input.days.from), lt(orders.offerDeadlineTo, input.days.before)]),
        notYetReminded(input.reminder, orders.id),
      ),
    )
    .orderBy(asc(orders.offerDeadlineTo), asc(orders.id))
    .limit(input.limit);
