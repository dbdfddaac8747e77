import type { OrderStatistics } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { orderEvents } from '../../db/schema.js';

export const ORDER_EVENT_KINDS = ['VISIT', 'CONTACT_FETCH', 'SHARE', 'CONVERSATION_INTERACTION'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

const FIELD: Record<OrderEventKind, keyof OrderStatistics> = {
  VISIT: 'visits',
  CONTACT_FETCH: 'contactFetches',
  SHARE: 'orderShares',
  CONVERSATION_INTERACTION: 'conversationInteractions',
};

export type OrderEventActor = { id: number; companyId: number | null } | null;

export const recordOrderEvent = async (
  db: DbExecutor,
  event: { orderId: number; kind: OrderEventKind; user: OrderEventActor },
): Promise<void> => {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    userId: event.user?.id ?? null,
    companyId: event.user?.companyId ?? null,
  });
};

/** For the conversations module: a message, join or start in a conversation of the order. */
export const recordConversationInteraction = (db: DbExecutor, orderId: number, user: OrderEventActor) =>
  recordOrderEvent(db, { orderId, kind: 'CONVERSATION_INTERACTION', user });

/** Counts of each kind of interaction with an order. */
export const countOrderEvents = async (db: Database, orderId: number): Promise<OrderStatistics> => {
  const result = await db.execute<{ kind: OrderEventKind; n: string }>(
    sql`select kind, count(*) as n from order_events where order_id = ${orderId} group by kind`,
  );
  const stats: OrderStatistics = { visits: 0, contactFetches: 0, orderShares: 0, conversationInteractions: 0 };
  for (const row of result.rows) if (FIELD[row.kind]) stats[FIELD[row.kind]] = Number(row.n);
  return stats;
};

type NamedList = { id: number; name: string }[];

/**
 * The companies behind each kind of interaction (admin view), each company once per kind. Events
 * without a company (anonymous visitors, users of no company) count in `countOrderEvents` but are
 * left out here by the inner join.
 */
export const companiesByOrderEvent = async (
  db: Database,
  orderId: number,
): Promise<Record<keyof OrderStatistics, NamedList>> => {
  const result = await db.execute<{ kind: OrderEventKind; id: number; name: string }>(sql`
    select d.kind, d.id, d.name
      from (select distinct e.kind, c.id, c.name
              from order_events e join companies c on c.id = e.company_id
             where e.order_id = ${orderId}) d
     order by polish_sort_key(d.name) collate "C", d.id`);
  const lists: Record<keyof OrderStatistics, NamedList> = {
    visits: [],
    contactFetches: [],
    orderShares: [],
    conversationInteractions: [],
  };
  for (const row of result.rows) lists[FIELD[row.kind]]?.push({ id: Number(row.id), name: row.name });
  return lists;
};
