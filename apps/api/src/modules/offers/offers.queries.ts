import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  companies,
  conversationMessageAttachments,
  conversations,
  offerNotes,
  offers,
  orderAppreciations,
  orderIndustryWithoutIndication,
} from '../../db/schema.js';
import { polishOrder } from '../../lib/polish-order.js';
import { preparedPerDatabase } from '../../lib/prepared.js';
import { type OfferTermsRow, offerTermsColumns } from './offer-terms.queries.js';

/** One offer (a thread × a declared industry) with what the comparison shows of it. */
export type OfferRow = {
  conversation_id: number;
  company_id: number;
  company_name: string;
  company_logo: string | null;
  industry_id: number;
  selected: boolean;
  read: boolean;
  rejected: boolean;
  notes: number;
  attachments: number;
  /** when the terms were last given */
  terms_at: Date;
  /** the Polish day of the order's latest change, when the terms were given before it */
  before_change?: string | null;
} & OfferTermsRow;

const orderId = sql.placeholder('orderId');

/**
 * Every offer of an order (index `offers_order_industry_idx`), with the notes count per company and
 * the files count per thread, each counted once in a grouped subquery (not once per row: a
 * correlated count per offer measured 14 ms against 1 ms on 300 offers). Prepared once per
 * database: the comparison is read on every look at the tab and after every choice, and planning
 * these joins cost twice their run (2.3 ms against 1 ms).
 */
const orderOffersQuery = preparedPerDatabase((db: Database) => {
  const notes = db
    .select({ companyId: offerNotes.companyId, notes: sql<number>`count(*)::int`.as('notes_count') })
    .from(offerNotes)
    .where(eq(offerNotes.orderId, orderId))
    .groupBy(offerNotes.companyId)
    .as('nc');
  const files = db
    .select({
      conversationId: conversationMessageAttachments.conversationId,
      files: sql<number>`count(*)::int`.as('files_count'),
    })
    .from(conversationMessageAttachments)
    .where(
      inArray(
        conversationMessageAttachments.conversationId,
        db.select({ id: conversations.id }).from(conversations).where(eq(conversations.orderId, orderId)),
      ),
    )
    .groupBy(conversationMessageAttachments.conversationId)
    .as('fc');
  return db
    .select({
      conversation_id: offers.conversationId,
      company_id: offers.companyId,
      company_name: companies.name,
      company_logo: companies.logoUrl,
      industry_id: offers.industryId,
      ...offerTermsColumns,
      selected: sql<boolean>`${offers.selectedAt} is not null`,
      read: sql<boolean>`${offers.readAt} is not null`,
      rejected: sql<boolean>`${offers.rejectedAt} is not null`,
      terms_at: offers.updatedAt,
      notes: sql<number>`coalesce(${notes.notes}, 0)`,
      attachments: sql<number>`coalesce(${files.files}, 0)`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(notes, eq(notes.companyId, offers.companyId))
    .leftJoin(files, eq(files.conversationId, offers.conversationId))
    .where(eq(offers.orderId, orderId))
    .orderBy(polishOrder(companies.name), offers.companyId, offers.industryId)
    .prepare('offers_of_order');
});

/** In a transaction (settling) the statement is built once more for that transaction's executor. */
export const findOrderOffers = (db: DbExecutor, id: number): Promise<OfferRow[]> =>
  orderOffersQuery(db as Database).execute({ orderId: id });

/** The order's industries in the form's order, with their names. */
export const findOrderIndustryNames = async (db: DbExecutor, orderId: number) => {
  const result = await db.execute<{ id: number; name: string }>(sql`
    select oi.industry_id as id, i.title as name
      from order_industries oi join industries i on i.id = oi.industry_id
     where oi.order_id = ${orderId}
     order by oi.position`);
  return result.rows.map((r) => ({ id: Number(r.id), name: r.name }));
};

export const findWithoutIndication = async (db: DbExecutor, orderId: number): Promise<Set<number>> => {
  const rows = await db
    .select({ industryId: orderIndustryWithoutIndication.industryId })
    .from(orderIndustryWithoutIndication)
    .where(eq(orderIndustryWithoutIndication.orderId, orderId));
  return new Set(rows.map((r) => r.industryId));
};

export const findAppreciationSides = async (db: DbExecutor, orderId: number): Promise<Set<string>> => {
  const rows = await db
    .select({ side: orderAppreciations.side })
    .from(orderAppreciations)
    .where(eq(orderAppreciations.orderId, orderId));
  return new Set(rows.map((r) => r.side));
};

const offerOf = (orderId: number, industryId: number, companyId: number) =>
  and(eq(offers.orderId, orderId), eq(offers.industryId, industryId), eq(offers.companyId, companyId));

export const findOffer = async (db: DbExecutor, orderId: number, industryId: number, companyId: number) => {
  const [row] = await db
    .select()
    .from(offers)
    .where(offerOf(orderId, industryId, companyId))
    .limit(1);
  return row ?? null;
};

export const setOfferSelected = (
  db: DbExecutor,
  key: { orderId: number; industryId: number; companyId: number },
  userId: number | null,
) =>
  db
    .update(offers)
    // choosing an offer is having read it: a chosen offer no longer says 'Nowa' (nor counts as unread)
    .set({
      selectedAt: userId === null ? null : new Date(),
      selectedByUserId: userId,
      ...(userId === null ? {} : { readAt: sql`coalesce(${offers.readAt}, now())` }),
    })
    .where(offerOf(key.orderId, key.industryId, key.companyId));

/** Whether any company is chosen in the industry (the lock of the order row serialises deciders). */
export const isAnyOfferSelected = async (db: DbExecutor, orderId: number, industryId: number) => {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from offers
     where order_id = ${orderId} and industry_id = ${industryId} and selected_at is not null`);
  return Number(result.rows[0]?.n ?? 0) > 0;
};

export const markWithoutIndication = (db: DbExecutor, orderId: number, industryId: number, userId: number) =>
  db
    .insert(orderIndustryWithoutIndication)
    .values({ orderId, industryId, markedByUserId: userId })
    .onConflictDoNothing();

export const clearWithoutIndication = (db: DbExecutor, orderId: number, industryId: number) =>
  db
    .delete(orderIndustryWithoutIndication)
    .where(
      and(
        eq(orderIndustryWithoutIndication.orderId, orderId),
        eq(orderIndustryWithoutIndication.industryId, industryId),
      ),
    );

/** Rejects every offer of a company on the order and drops its choices (DELETE). */
export const rejectCompanyOffers = (db: DbExecutor, orderId: number, companyId: number) =>
  db
    .update(offers)
    .set({
      rejectedAt: new Date(),
      selectedAt: null,
      selectedByUserId: null,
      readAt: sql`coalesce(${offers.readAt}, now())`,
    })
    .where(and(eq(offers.orderId, orderId), eq(offers.companyId, companyId), isNull(offers.rejectedAt)))
    .returning({ industryId: offers.industryId });

export const markCompanyOffersRead = (db: DbExecutor, orderId: number, companyId: number) =>
  db
    .update(offers)
    .set({ readAt: new Date() })
    .where(and(eq(offers.orderId, orderId), eq(offers.companyId, companyId), isNull(offers.readAt)));

export const companyHasOffers = async (db: DbExecutor, orderId: number, companyId: number) => {
  const [row] = await db
    .select({ id: offers.conversationId })
    .from(offers)
    .where(and(eq(offers.orderId, orderId), eq(offers.companyId, companyId)))
    .limit(1);
  return !!row;
};

/** Locks the order row so that two editors deciding at once take turns (exclusive choices). */
export const lockOrder = async (db: DbExecutor, orderId: number) => {
  await db.execute(sql`select id from orders where id = ${orderId} for update`);
};

/** A thread's file as `presentAttachment` needs it. */
export type ThreadFileRow = {
  conversationId: number;
  uuid: string;
  name: string;
  storageKey: string;
  isPublic: boolean;
  isActive: boolean;
  isFromKv1: boolean;
};

/** The latest files of each thread of an order (up to `size` per thread) in one query. */
export const findLatestThreadFiles = async (
  db: DbExecutor,
  orderId: number,
  size: number,
): Promise<ThreadFileRow[]> => {
  const result = await db.execute<ThreadFileRow>(sql`
    select x.conversation_id as "conversationId", a.uuid, a.name, a.storage_key as "storageKey",
           a.is_public as "isPublic", a.is_active as "isActive", a.is_from_kv1 as "isFromKv1"
      from (select l.conversation_id, l.attachment_uuid,
                   row_number() over (partition by l.conversation_id order by l.message_id desc) as rn
              from conversation_message_attachments l
             where l.conversation_id in (select c.id from conversations c where c.order_id = ${orderId})) x
      join attachments a on a.uuid = x.attachment_uuid
     where x.rn <= ${size}
     order by x.conversation_id, x.rn`);
  return result.rows;
};
