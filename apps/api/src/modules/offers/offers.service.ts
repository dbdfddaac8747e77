import {
  type Attachment,
  type CompanyOffers,
  type OfferGrouping,
  type OfferGroups,
  type OfferNote,
  type OffersSummary,
  ORDER_OFFER_LIMITS,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import type { AttachmentRow } from '../attachments/index.js';
import { presentAttachment } from '../attachments/index.js';
import { canSeeOrder, findOrderRow, latestOrderChangeAt, type OrderRow } from '../orders/index.js';
import { canManageOffers } from './offer.policy.js';
import { findFirstNotePages, findFirstPagesEdits } from './offer-notes.queries.js';
import { markOffersBeforeChange, presentByCompany, presentByIndustry, presentNote } from './offers.presenter.js';
import {
  findAppreciationSides,
  findLatestThreadFiles,
  findOrderIndustryNames,
  findOrderOffers,
  findWithoutIndication,
} from './offers.queries.js';
import { summarise } from './offers-summary.js';

/** The order, when the caller may see its offers: 404 for an order they cannot see, 403 for a non-editor. */
export const loadOffersOrder = async (app: FastifyInstance, auth: AuthContext, orderId: number): Promise<OrderRow> => {
  const order = await findOrderRow(app.db, orderId);
  if (!order || !canSeeOrder(auth, order)) throw appError('ORDER_NOT_FOUND');
  if (!canManageOffers(auth, order)) throw appError('OFFER_NO_PERMISSION');
  return order;
};

/** Everything the comparison and the summary are made of, read once. */
export const loadComparison = async (db: DbExecutor, orderId: number) => {
  const [industries, offerRows, withoutIndication, appreciations, changedAt] = await Promise.all([
    findOrderIndustryNames(db, orderId),
    findOrderOffers(db, orderId),
    findWithoutIndication(db, orderId),
    findAppreciationSides(db, orderId),
    latestOrderChangeAt(db, orderId),
  ]);
  const rows = markOffersBeforeChange(offerRows, changedAt);
  return { industries, rows, withoutIndication, appreciations };
};

export const summaryOf = (order: OrderRow, data: Awaited<ReturnType<typeof loadComparison>>): OffersSummary =>
  summarise({ order, industryIds: data.industries.map((i) => i.id), ...data });

/** GET /orders/{id}/offers/industries: per industry of the order its offers and 'bez wskazania'. */
export const getOffersByIndustry = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  await loadOffersOrder(app, auth, orderId);
  const data = await loadComparison(app.db, orderId);
  return presentByIndustry(data.industries, data.rows, data.withoutIndication);
};

/**
 * GET /orders/{id}/offers/companies: per company its offers, the latest files of its thread and the
 * first page of the requester's notes about it (three queries for the whole order, none per company).
 */
export const getOffersByCompany = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<CompanyOffers[]> => {
  await loadOffersOrder(app, auth, orderId);
  const size = ORDER_OFFER_LIMITS.notesPageSize;
  // every read by the order's id, all at once
  const [{ industries, rows }, fileRows, noteRows, edits] = await Promise.all([
    loadComparison(app.db, orderId),
    findLatestThreadFiles(app.db, orderId, ORDER_OFFER_LIMITS.attachmentsShown),
    findFirstNotePages(app.db, orderId, size),
    findFirstPagesEdits(app.db, orderId, size),
  ]);
  const files = new Map<number, Attachment[]>();
  // the columns presentAttachment reads (storage key, names, flags) are all selected
  const presented = await Promise.all(
    fileRows.map((f) => presentAttachment(app.storage, f as unknown as AttachmentRow)),
  );
  fileRows.forEach((f, i) => {
    files.set(f.conversationId, [...(files.get(f.conversationId) ?? []), presented[i]!]);
  });
  const notes = new Map<number, OfferNote[]>();
  for (const n of noteRows)
    notes.set(Number(n.companyId), [...(notes.get(Number(n.companyId)) ?? []), presentNote(n, edits)]);
  return presentByCompany(industries, rows, { files, notes, notesPageSize: size });
};

/** GET /orders/{id}/offers/summary: progress, whether it may be settled, thanks sent. */
export const getOffersSummary = async (app: FastifyInstance, auth: AuthContext, orderId: number) => {
  const order = await loadOffersOrder(app, auth, orderId);
  return summaryOf(order, await loadComparison(app.db, orderId));
};

/** The list again in the grouping asked for (DELETE and mark-read answer it). */
export const getOfferGroups = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  groupBy: OfferGrouping,
): Promise<OfferGroups> =>
  groupBy === 'COMPANY'
    ? { companies: await getOffersByCompany(app, auth, orderId), industries: null }
    : { companies: null, industries: await getOffersByIndustry(app, auth, orderId) };
