import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orderQuestionSettings, orders } from '../../db/schema.js';

export type DeadlineRow = { orderId: number; offerDeadlineTo: string | null; questionDeadline: string | null };

/** The set question deadlines and offer deadlines of the given orders, in one query. */
export const findDeadlines = (db: DbExecutor, orderIds: readonly number[]): Promise<DeadlineRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          orderId: orders.id,
          offerDeadlineTo: orders.offerDeadlineTo,
          questionDeadline: orderQuestionSettings.questionDeadline,
        })
        .from(orders)
        .leftJoin(orderQuestionSettings, sql`${orderQuestionSettings.orderId} = ${orders.id}`)
        .where(inArray(orders.id, [...orderIds]));
