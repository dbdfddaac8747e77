import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { companies, conversations, investments, orders } from '../../db/schema.js';
import { preparedPerDatabase } from '../../lib/prepared.js';
import type { SummaryRow } from './conversation-lists.queries.js';

const requester = alias(companies, 'rc');
const id = sql.placeholder('conversationId');
const userId = sql.placeholder('userId');

// Run on every open of a thread (and its older pages): prepared once per database, so PostgreSQL plans
// the five joins once instead of on every call (planning cost more than reading the one row).
const summaryQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      id: conversations.id,
      order_id: conversations.orderId,
      company_id: conversations.companyId,
      company_name: companies.name,
      company_logo: companies.logoUrl,
      industry_ids: conversations.industryIds,
      last_text: sql<
        string | null
      >`(select m.text from conversation_messages m where m.id = ${conversations.lastMessageId})`,
      last_at: conversations.lastMessageAt,
      unread: sql<number>`coalesce((select p.unread_count from conversation_participants p
                 where p.conversation_id = ${conversations.id} and p.user_id = ${userId}), 0)::int`,
      is_candidate: sql<boolean>`exists (select 1 from order_nominated_companies n
                 where n.order_id = ${conversations.orderId} and n.company_id = ${conversations.companyId}
                   and n.invited_at is not null)`,
      offer_deadline_from: orders.offerDeadlineFrom,
      offer_deadline_to: orders.offerDeadlineTo,
      work_deadline_from: orders.workDeadlineFrom,
      work_deadline_to: orders.workDeadlineTo,
      scope: orders.scope,
      requester_id: orders.companyId,
      requester_name: requester.name,
      requester_logo: requester.logoUrl,
      investment_id: investments.id,
      investment_name: investments.name,
      picture: investments.pictureUrl,
      city: sql<string | null>`(select l.name from locations l where l.id = ${investments.locationId})`,
      road_end_city: sql<string | null>`(select l.name from locations l where l.id = ${investments.roadEndLocationId})`,
    })
    .from(conversations)
    .innerJoin(orders, eq(orders.id, conversations.orderId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(requester, eq(requester.id, orders.companyId))
    .innerJoin(investments, eq(investments.id, orders.investmentId))
    .where(eq(conversations.id, id))
    .prepare('conversation_summary'),
);

/** One thread's summary row (as findConversationSummaries makes it), the caller's unread included. */
export const findConversationSummary = async (
  db: Database,
  callerId: number,
  conversationId: number,
): Promise<SummaryRow | null> => {
  const [row] = await summaryQuery(db).execute({ conversationId, userId: callerId });
  return row ? { ...row, is_candidate: Boolean(row.is_candidate), unread: Number(row.unread) } : null;
};
