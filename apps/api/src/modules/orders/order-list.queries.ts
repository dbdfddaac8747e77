import { ORDER_COUNT_CAP, type OrderScope, type OrderSort, type OrderStatus } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  EFFECTIVE_STATUS,
  filterConditions,
  needsInvestment,
  type OrderListFilter,
  orderBy,
  statusCondition,
  type TextMatch,
} from './order-list-filters.queries.js';
import { type LostPriceBandRow, lostPriceBandsSql, offerOutcomeSql } from './order-offer-outcome.queries.js';

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
  /** In list order. */
  industries: { id: number; name: string }[];
  /** Invitations list only: the company's invitation. */
  invited_at?: Date | string | null;
  seen?: boolean | null;
  intent?: 'WILL_BID' | 'WONT_BID' | 'UNDECIDED' | null;
  offer_outcome?: 'CHOSEN' | 'NOT_CHOSEN' | 'OPEN' | null;
  /** Offered list only: the company's prices beside the chosen ones, once thanked with the bands. */
  price_bands?: LostPriceBandRow[] | null;
  /** The total of the list when the page query answers it (text search), else null. */
  total: string | number | null;
};

const whereOf = (filter: OrderListFilter, withStatus: boolean, match: TextMatch = 'index') =>
  sql.join([...filterConditions(filter, match), ...(withStatus ? [statusCondition(filter.statuses)] : [])], sql` and `);

const fromOf = (filter: OrderListFilter) =>
  needsInvestment(filter) ? sql`orders o join investments i on i.id = o.investment_id` : sql`orders o`;

/** The columns of `orders` a list row shows or sorts by. */
const LIST_COLUMNS = sql.raw(
  `o.id, o.status, o.is_approved, o.publish_at, o.created_at, o.offer_deadline_from, o.offer_deadline_to,
   o.work_deadline_from, o.work_deadline_to, o.scope, o.deleted_reason, o.company_id, o.created_by_user_id,
   o.investment_id`,
);

type PageWindow = { sort: OrderSort; page: number; size: number };

/** Counted rows stop one past the cap, so that a count of exactly the cap is told from more. */
const COUNTED_MAX = ORDER_COUNT_CAP + 1;

/**
 * Whether a search is answered on the word index of the orders that are not published (migration 0028)
 * before anything is sorted or counted: a materialized CTE is planned for all its rows, so the planner
 * cannot walk a sort index instead, computing each row's word vector (~45 µs a row, which its cost does
 * not tell): 'dostawa' among archived orders by nearest deadline read 8,900 rows for one, 460 ms at 1M
 * orders. (Planned orders are still misjudged: see the orders DESIGN.md, "Benchmark".)
 */
const searchedFirst = (filter: OrderListFilter, statuses: readonly OrderStatus[]) =>
  filter.searchWords.length > 0 && !statuses.includes('RELEASED');

/** Up to COUNTED_MAX of `rows` (see `searchedFirst`). */
const countedRows = (rows: SQL, fenced: boolean) =>
  fenced
    ? sql`(with s as materialized (${rows}) select 1 from s limit ${COUNTED_MAX})`
    : sql`(${rows} limit ${COUNTED_MAX})`;

/** The SQL of a list's total: the orders of the filter's statuses, up to COUNTED_MAX (words on their index). */
const orderTotalQuery = (filter: OrderListFilter) =>
  sql`select count(*) as n from ${countedRows(sql`select 1 from ${fromOf(filter)} where ${whereOf(filter, true)}`, searchedFirst(filter, filter.statuses))} s`;

/** A list's total (see `orderTotalQuery`). */
export const countOrders = async (db: Database, filter: OrderListFilter): Promise<number> =>
  Number((await db.execute<{ n: string }>(orderTotalQuery(filter))).rows[0]?.n ?? 0);

/**
 * Words matched on the rows are for the orders of a very common word among the published ones; the other
 * statuses are a sixth of the orders and have a word index of their own (migration 0028), which finds
 * their few matches at once (testing each row instead read all 80,000 archived orders for a page of
 * 'hali magazynowej' at 1M orders: 800 ms).
 */
export const statusMatch = (status: OrderStatus, match: TextMatch): TextMatch =>
  status === 'RELEASED' ? match : 'index';

/**
 * The rows of a page found by walking a sort index. With several statuses each status is walked on
 * its own, as far as the page reaches, and the walks are merged: one walk over every status must
 * first pass the rows of the statuses not asked for wherever the sort puts them (newest first:
 * ~60,000 drafts, whose null date comes first, and orders planned for later before the published
 * ones at 1M orders: 110 ms), whereas a status's own walk starts where its rows start (RELEASED at
 * now()). The status conditions are disjoint, so nothing is listed twice.
 */
const walkedPageRows = (filter: OrderListFilter, page: PageWindow, match: TextMatch) => {
  const from = fromOf(filter);
  const sort = orderBy(page.sort, filter.statuses);
  const window = sql`order by ${sort} limit ${page.size} offset ${page.page * page.size}`;
  if (filter.statuses.length < 2)
    return sql`select ${LIST_COLUMNS} from ${from} where ${whereOf(filter, true, match)} ${window}`;
  const reach = (page.page + 1) * page.size;
  const walks = filter.statuses.map((status) => {
    const rows = sql`select ${LIST_COLUMNS} from ${from} where ${whereOf({ ...filter, statuses: [status] }, true, statusMatch(status, match))}`;
    return searchedFirst(filter, [status])
      ? sql`(with s as materialized (${rows}) select * from s o order by ${sort} limit ${reach})`
      : sql`(${rows} order by ${sort} limit ${reach})`;
  });
  return sql`select * from (${sql.join(walks, sql` union all `)}) o ${window}`;
};

/**
 * The SQL of one page (with its industries) and of its total; exported for the benchmark's EXPLAIN.
 * With a text search matched on the word index the matching orders are found first and then sorted,
 * and the page query also answers the total from the same rows (`total`). Otherwise (no words, or
 * words of very many orders matched on the rows) the planner may walk a sort index and stop after
 * the page, and the total is its own query.
 */
export const orderPageQueries = (filter: OrderListFilter, page: PageWindow, match: TextMatch = 'index') => {
  const where = whereOf(filter, true, match);
  const from = fromOf(filter);
  const window = sql`order by ${orderBy(page.sort, filter.statuses)} limit ${page.size} offset ${page.page * page.size}`;
  const search = filter.searchWords.length > 0 && match === 'index';
  const matched = search
    ? sql`with matched as materialized (select ${LIST_COLUMNS} from ${from} where ${where}) `
    : sql``;
  const pageRows = search ? sql`select * from matched o ${window}` : walkedPageRows(filter, page, match);
  return {
    rows: sql`${matched}
      select o.id, ${EFFECTIVE_STATUS} as status, o.is_approved, o.publish_at, o.created_at,
             o.offer_deadline_from::text as offer_deadline_from, o.offer_deadline_to::text as offer_deadline_to,
             o.work_deadline_from::text as work_deadline_from, o.work_deadline_to::text as work_deadline_to,
             o.scope, o.deleted_reason, o.company_id, o.created_by_user_id, o.investment_id,
             i.name as investment_name, i.character, l.name as city, c.name as company_name,
             (select coalesce(json_agg(json_build_object('id', oi.industry_id, 'name', d.title) order by oi.position), '[]')
                from order_industries oi join industries d on d.id = oi.industry_id
               where oi.order_id = o.id) as industries,
             ${search ? sql`(select count(*) from matched)` : sql`null::bigint`} as total
             ${
               filter.invitedCompany
                 ? sql`, (select n.invited_at from order_nominated_companies n where n.order_id = o.id and n.company_id = ${filter.invitedCompany.companyId}) as invited_at,
                      (select n.seen_at is not null from order_nominated_companies n where n.order_id = o.id and n.company_id = ${filter.invitedCompany.companyId}) as seen,
                      (select n.intent from order_nominated_companies n where n.order_id = o.id and n.company_id = ${filter.invitedCompany.companyId}) as intent`
                 : sql``
             }
             ${
               filter.offeredCompany
                 ? sql`, ${offerOutcomeSql(filter.offeredCompany.companyId)} as offer_outcome,
                      ${lostPriceBandsSql(filter.offeredCompany.companyId)} as price_bands`
                 : sql``
             }
        from (${pageRows}) o
        join investments i on i.id = o.investment_id
        join companies c on c.id = o.company_id
        left join locations l on l.id = i.location_id
       order by ${orderBy(page.sort, filter.statuses)}`,
    count: orderTotalQuery(filter),
    totalInRows: search,
  };
};

/**
 * One page of orders (with their industries) and the total, both in SQL. `total`, when given,
 * answers the total instead of a count query (the counts per status of a very common word). The total
 * stops at ORDER_COUNT_CAP: the list pages through the first 10,000 orders of its sort.
 */
export const findOrderPage = async (
  db: Database,
  filter: OrderListFilter,
  page: PageWindow,
  options: { match?: TextMatch; total?: () => Promise<number> } = {},
): Promise<{ rows: OrderListRow[]; total: number }> => {
  const queries = orderPageQueries(filter, page, options.match);
  const countTotal = options.total ?? (() => countOrders(db, filter));
  if (queries.totalInRows) {
    const rows = (await db.execute<OrderListRow>(queries.rows)).rows;
    // A page past the end has no row to carry the total.
    const total = rows[0] ? Number(rows[0].total) : page.page === 0 ? 0 : await countTotal();
    return { rows, total: Math.min(total, ORDER_COUNT_CAP) };
  }
  const [rows, total] = await Promise.all([db.execute<OrderListRow>(queries.rows), countTotal()]);
  return { rows: rows.rows, total: Math.min(total, ORDER_COUNT_CAP) };
};

/**
 * The SQL of the count of each effective status (the status conditions are disjoint), each stopping
 * after COUNTED_MAX rows, so a status of hundreds of thousands of matches costs what its first 10,001 do.
 */
const statusCountQueries = (filter: OrderListFilter) => {
  const from = fromOf(filter);
  return filter.statuses.map((status) => {
    const rows = sql`select 1 from ${from} where ${whereOf({ ...filter, statuses: [status] }, true)}`;
    return sql`select ${status}::text as status, count(*) as n from ${countedRows(rows, searchedFirst(filter, [status]))} s`;
  });
};

/** The counts of `countOrdersByStatus` as one statement, for the benchmarks' EXPLAIN (the sum of its parts' times). */
export const orderCountQuery = (filter: OrderListFilter) => {
  const perStatus = statusCountQueries(filter);
  return perStatus.length
    ? sql.join(perStatus, sql` union all `)
    : sql`select null::text as status, 0 as n where false`;
};

/** A count as the API answers it: at most the cap, and whether there are more. */
export type CappedCount = { count: number; capped: boolean };
export const cappedCount = (n: number): CappedCount => ({
  count: Math.min(n, ORDER_COUNT_CAP),
  capped: n > ORDER_COUNT_CAP,
});

/**
 * Orders per effective status for the same filters (the status filter itself is not applied), each
 * up to COUNTED_MAX (see `cappedCount`). The statuses are counted side by side on connections of the
 * pool, so a common word waits for its slowest status, not for their sum ('montaż' at 1M orders:
 * published 90 ms, archived 67 ms). A common word's matches cover most pages of the table: the
 * connection's work_mem (`QUERY_WORK_MEM`) keeps their page bitmap exact (with PostgreSQL's default
 * 4 MB: 30 s at 1M orders, measured).
 */
export const countOrdersByStatus = async (db: Database, filter: OrderListFilter): Promise<Map<OrderStatus, number>> => {
  const results = await Promise.all(
    statusCountQueries(filter).map((query) => db.execute<{ status: OrderStatus; n: string }>(query)),
  );
  return new Map(results.flatMap((result) => result.rows.map((r) => [r.status, Number(r.n)] as const)));
};

/** Ids with all their children (`list` is a Postgres int array literal such as '{1,4}'). */
export const findIdsWithChildren = async (db: Database, table: 'industries' | 'sectors', list: string) => {
  const result = await db.execute<{ id: number }>(
    sql`select id from ${sql.identifier(table)} where id = any(${list}::int[]) or parent_id = any(${list}::int[])`,
  );
  return result.rows.map((r) => Number(r.id));
};

export const findLocationPoint = async (db: Database, locationId: number) => {
  const result = await db.execute<{ latitude: number; longitude: number }>(
    sql`select latitude, longitude from locations where id = ${locationId}`,
  );
  const place = result.rows[0];
  return place ? { latitude: Number(place.latitude), longitude: Number(place.longitude) } : undefined;
};
