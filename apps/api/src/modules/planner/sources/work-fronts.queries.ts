import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { investments, offers, orders } from '../../../db/schema.js';
import { orderEvent, orderEventColumns, type PlannerRange, type PlannerSource } from './planner-source.js';

/** The last day of the month of the front's end (the form stores the first day of each end's month). */
const frontEnd = sql<string>`to_char((date_trunc('month', ${orders.workDeadlineTo}) + interval '1 month - 1 day')::date, 'YYYY-MM-DD')`;

const fronts = (db: DbExecutor, whose: SQL, range: PlannerRange) =>
  db
    .select({
      ...orderEventColumns,
      from: orders.workDeadlineFrom,
      to: frontEnd,
    })
    .from(orders)
    .innerJoin(investments, eq(investments.id, orders.investmentId))
    .where(
      and(
        whose,
        inArray(orders.status, ['PLANNED', 'RELEASED', 'ARCHIVED']),
        eq(orders.removed, false),
        isNotNull(orders.workDeadlineFrom),
        isNotNull(orders.workDeadlineTo),
        lte(orders.workDeadlineFrom, range.to),
        gte(sql`${orders.workDeadlineTo} + interval '1 month'`, range.from),
      ),
    );

/**
 * Work fronts (the order's 'Termin realizacji': from the month of its start to the end of the month of
 * its end) of the company's own orders (index orders_company_idx) and of the orders where its offer was
 * chosen (offers_company_idx). Two reads, not one with OR: an OR of the two made PostgreSQL read every
 * order (1.5 s at 1M orders, docs/benchmarks.md).
 */
export const workFronts: PlannerSource = {
  name: 'work-fronts',
  find: async (db, owner, range) => {
    if (owner.companyId === null) return [];
    const chosen = db
      .selectDistinct({ orderId: offers.orderId })
      .from(offers)
      .where(and(eq(offers.companyId, owner.companyId), isNotNull(offers.selectedAt)));
    const [own, won] = await Promise.all([
      fronts(db, eq(orders.companyId, owner.companyId), range),
      fronts(db, inArray(orders.id, chosen), range),
    ]);
    const seen = new Set<number>();
    return [...own, ...won]
      .filter((r) => !seen.has(r.orderId) && seen.add(r.orderId))
      .map((r) =>
        orderEvent('WORK_FRONT', r, { title: `Front robót: ${r.investmentName}`, date: r.from!, endDate: r.to }),
      );
  },
};
