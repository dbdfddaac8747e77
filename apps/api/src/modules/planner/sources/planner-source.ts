import type { PlannerEvent } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { investments, orders } from '../../../db/schema.js';

/** Whose dates: the user and the company it works for. */
export type PlannerOwner = { userId: number; companyId: number | null };
/** Days as YYYY-MM-DD, both ends included. */
export type PlannerRange = { from: string; to: string };

/**
 * One source of the planner's dates (spec 6, menu 'Planer'): one query file each, listed in
 * sources/index.ts; a new source (question deadlines, watched investments' stages) is a file and a line.
 */
export type PlannerSource = {
  name: string;
  find: (db: DbExecutor, owner: PlannerOwner, range: PlannerRange) => Promise<PlannerEvent[]>;
};

/** An order others see: published (a planned order past its publication reads as published), not removed. */
export const publishedOrder = sql`(${orders.status} = 'RELEASED' or (${orders.status} = 'PLANNED' and ${orders.publishAt} <= now())) and not ${orders.removed}`;

export const deadlineTitle = (investmentName: string) => `Termin ofert: ${investmentName}`;

/** What every order's date names: the order and its investment (orders joined with investments). */
export const orderEventColumns = {
  orderId: orders.id,
  investmentId: orders.investmentId,
  investmentName: investments.name,
};
type OrderEventRow = { orderId: number; investmentId: number; investmentName: string };

/** One date of an order; its key is the kind and the order, so that a kind lists an order once. */
export const orderEvent = (
  kind: PlannerEvent['kind'],
  row: OrderEventRow,
  when: { title: string; date: string; endDate?: string | null },
): PlannerEvent => ({
  key: `${kind}:${row.orderId}`,
  kind,
  date: when.date,
  endDate: when.endDate ?? null,
  title: when.title,
  orderId: row.orderId,
  investmentId: row.investmentId,
});

/** An offer deadline of an order ('Termin ofert: …'). */
export const deadlineEvent =
  (kind: PlannerEvent['kind']) =>
  (row: OrderEventRow & { day: string | null }): PlannerEvent =>
    orderEvent(kind, row, { title: deadlineTitle(row.investmentName), date: row.day! });
