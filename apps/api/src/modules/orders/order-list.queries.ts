import type { OrderScope, OrderSort, OrderStatus } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  EFFECTIVE_STATUS,
  filterConditions,
  needsInvestment,
  type OrderListFilter,
  orderBy,
  statusCondition,
} from './order-list.filters.js';

export type OrderListRow = {
  id: number;
  status: OrderStatus;
  is_approved: boolean;
  publish_at: Date | string | null;
  created_at: Date | string;
  offer_deadline_from: string | null;
  offer_deadline_to: string | null;
  work_deadline_from: string | null;
  work_deadline_to: string | null;
  scope: OrderScope | null;
  deleted_reason: string | null;
  company_id: number;
  created_by_user_id: number | null;
  investment_id: number;
  investment_name: string;
  character: string;
  city: string | null;
  company_name: string;
};

const whereOf = (filter: OrderListFilter, withStatus: boolean) =>
  sql.join([...filterConditions(filter), ...(withStatus ? [statusCondition(filter.statuses)] : [])], sql` and `);

const fromOf = (filter: OrderListFilter) =>
  needsInvestment(filter) ? sql`orders o join investments i on i.id = o.investment_id` : sql`orders o`;

/**
 * The ids of one page. With a text search, the matching orders are found first (on the word index)
 * and then sorted: otherwise the planner may walk a sort index and filter nearly every order.
 */
const pageRows = (filter: OrderListFilter, where: SQL, page: { sort: OrderSort; page: number; size: number }) => {
  const window = sql`order by ${orderBy(page.sort)} limit ${page.size} offset ${page.page * page.size}`;
  return filter.searchWords.length
    ? sql`with matched as materialized (select o.* from ${fromOf(filter)} where ${where}) select * from matched o ${window}`
    : sql`select o.* from ${fromOf(filter)} where ${where} ${window}`;
};

/** The SQL of one page (rows of the page only) and of its total; exported for the benchmark's EXPLAIN. */
export const orderPageQueries = (filter: OrderListFilter, page: { sort: OrderSort; page: number; size: number }) => {
  const where = whereOf(filter, true);
  const from = fromOf(filter);
  return {
    rows: sql`
      select o.id, ${EFFECTIVE_STATUS} as status, o.is_approved, o.publish_at, o.created_at,
             o.offer_deadline_from::text as offer_deadline_from, o.offer_deadline_to::text as offer_deadline_to,
             o.work_deadline_from::text as work_deadline_from, o.work_deadline_to::text as work_deadline_to,
             o.scope, o.deleted_reason, o.company_id, o.created_by_user_id, o.investment_id,
             i.name as investment_name, i.character, l.name as city, c.name as company_name
        from (${pageRows(filter, where, page)}) o
        join investments i on i.id = o.investment_id
        join companies c on c.id = o.company_id
        left join locations l on l.id = i.location_id
       order by ${orderBy(page.sort)}`,
    count: sql`select count(*) as n from ${from} where ${where}`,
  };
};

/** One page of orders and the total, both in SQL. */
export const findOrderPage = async (
  db: Database,
  filter: OrderListFilter,
  page: { sort: OrderSort; page: number; size: number },
): Promise<{ rows: OrderListRow[]; total: number }> => {
  const queries = orderPageQueries(filter, page);
  const [rows, total] = await Promise.all([
    db.execute<OrderListRow>(queries.rows),
    db.execute<{ n: string }>(queries.count),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
};

/** The SQL of the counts per effective status (the benchmark explains it too). */
export const orderCountQuery = (filter: OrderListFilter) => sql`
    select ${EFFECTIVE_STATUS} as status, count(*) as n
      from ${fromOf(filter)}
     where ${whereOf(filter, true)}
     group by 1`;

/** Orders per effective status for the same filters (the status filter itself is not applied). */
export const countOrdersByStatus = async (db: Database, filter: OrderListFilter): Promise<Map<OrderStatus, number>> => {
  const result = await db.execute<{ status: OrderStatus; n: string }>(orderCountQuery(filter));
  return new Map(result.rows.map((r) => [r.status, Number(r.n)]));
};
