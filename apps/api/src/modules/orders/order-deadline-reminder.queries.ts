import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { investments, orders } from '../../db/schema.js';
import { notYetReminded } from '../notifications/index.js';

/**
 * Orders whose offer deadline (a whole Polish calendar day) has passed by `today`, at most
 * `lookbackDays` ago, and that are still published: not archived (which is how an order is closed
 * or settled until offers exist), not removed or deleted. On the partial index of released orders
 * by deadline.
 */
export const findOrdersPastOfferDeadline = (
  db: DbExecutor,
  input: { reminder: string; today: string; earliest: string; limit: number },
) =>
  db
    .select({
      id: orders.id,
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
        lt(orders.offerDeadlineTo, input.today),
        gte(orders.offerDeadlineTo, input.earliest),
        notYetReminded(input.reminder, orders.id),
      ),
    )
    .orderBy(asc(orders.offerDeadlineTo), asc(orders.id))
    .limit(input.limit);
