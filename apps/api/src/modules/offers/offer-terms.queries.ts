import type { OfferTerms } from '@platform/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { offers } from '../../db/schema.js';

type Thread = { conversationId: number; orderId: number; companyId: number; industryIds: readonly number[] };

/**
 * Keeps one offer row per industry the thread declares: rows of industries no longer declared go
 * (with their choice), new ones start without a price and inherit a rejection of the company.
 */
export const syncOfferRows = async (tx: DbExecutor, thread: Thread) => {
  const ids = [...thread.industryIds];
  await tx
    .delete(offers)
    .where(
      ids.length
        ? and(eq(offers.conversationId, thread.conversationId), notInArray(offers.industryId, ids))
        : eq(offers.conversationId, thread.conversationId),
    );
  if (!ids.length) return;
  await tx.execute(sql`
    insert into offers (conversation_id, industry_id, order_id, company_id, rejected_at)
    select ${thread.conversationId}, i, ${thread.orderId}, ${thread.companyId},
           (select max(o.rejected_at) from offers o where o.conversation_id = ${thread.conversationId})
    from unnest(${`{${ids.join(',')}}`}::int[]) as i
    on conflict do nothing`);
};

/**
 * The one select of an offer's terms, spread into every read of them (the comparison, the company's
 * own offer, the thread's declared industries): a new term is a column here and a field of
 * `offerTermsSchema`.
 */
export const offerTermsColumns = { priceNet: offers.priceNet, validUntil: offers.validUntil };
export type OfferTermsRow = { [K in keyof typeof offerTermsColumns]: (typeof offers.$inferSelect)[K] };
export type TermsRow = { industryId: number } & OfferTermsRow;

/** The terms the contractor gives for declared industries (others keep theirs). */
export const updateOfferTerms = async (tx: DbExecutor, conversationId: number, terms: readonly OfferTerms[]) => {
  for (const { industryId, ...values } of terms) {
    await tx
      .update(offers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(offers.conversationId, conversationId), eq(offers.industryId, industryId)));
  }
};

export const findOfferTerms = async (db: DbExecutor, conversationIds: readonly number[]) => {
  if (!conversationIds.length) return new Map<number, TermsRow[]>();
  const rows = await db
    .select({ conversationId: offers.conversationId, industryId: offers.industryId, ...offerTermsColumns })
    .from(offers)
    .where(inArray(offers.conversationId, [...conversationIds]));
  const byThread = new Map<number, TermsRow[]>();
  for (const { conversationId, ...terms } of rows)
    byThread.set(conversationId, [...(byThread.get(conversationId) ?? []), terms]);
  return byThread;
};
