import {
  type Attachment,
  type CompanyOffers,
  type IndustryOffers,
  type Offer,
  type OfferNote,
  type OfferTermsView,
  warsawDay,
} from '@platform/shared';
import type { NoteEditRow, NoteRow } from './offer-notes.queries.js';
import type { OfferTermsRow } from './offer-terms.queries.js';
import type { OfferRow } from './offers.queries.js';

/** The one presenter of an offer's terms; an industry without an offer row yet shows none. */
export const presentOfferTerms = (row: OfferTermsRow | undefined): OfferTermsView => ({
  priceNet: row?.priceNet ?? null,
  validUntil: row?.validUntil ?? null,
});

/**
 * An offer whose price was given before the order's latest change ('Zmiany w zleceniu') carries
 * that change's Polish day: the comparison marks it 'Oferta złożona przed zmianą z DD.MM'.
 */
export const markOffersBeforeChange = (rows: OfferRow[], changedAt: Date | null): OfferRow[] =>
  changedAt === null
    ? rows
    : rows.map((r) => ({
        ...r,
        before_change: r.priceNet !== null && new Date(r.terms_at) < changedAt ? warsawDay(changedAt) : null,
      }));

/** The lowest price of each industry among offers still in the running (not rejected). */
export const lowestPrices = (rows: readonly OfferRow[]) => {
  const lowest = new Map<number, number>();
  for (const r of rows) {
    const p = r.priceNet;
    if (p === null || r.rejected) continue;
    const current = lowest.get(r.industry_id);
    if (current === undefined || p < current) lowest.set(r.industry_id, p);
  }
  return lowest;
};

export const presentOffer = (row: OfferRow, industryName: string, lowest: Map<number, number>): Offer => {
  const terms = presentOfferTerms(row);
  return {
    company: { id: Number(row.company_id), name: row.company_name, logo: row.company_logo },
    industry: { id: Number(row.industry_id), name: industryName },
    conversationId: Number(row.conversation_id),
    isSelected: row.selected,
    isRead: row.read,
    isRejected: row.rejected,
    ...terms,
    isLowest: terms.priceNet !== null && !row.rejected && lowest.get(row.industry_id) === terms.priceNet,
    notes: Number(row.notes),
    attachments: Number(row.attachments),
    submittedBeforeChange: row.before_change ?? null,
  };
};

export const presentNote = (row: NoteRow, edits: readonly NoteEditRow[]): OfferNote => ({
  id: row.id,
  text: row.text,
  posted: row.postedAt.toISOString(),
  author: { userId: row.authorUserId, firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' },
  edits: edits
    .filter((e) => e.noteId === row.id)
    .map((e) => ({
      editTime: e.editedAt.toISOString(),
      editorId: e.editorUserId,
      editorName: `${e.editorFirstName ?? ''} ${e.editorLastName ?? ''}`.trim(),
      previousText: e.previousText,
    })),
});

export const presentByIndustry = (
  industries: readonly { id: number; name: string }[],
  rows: readonly OfferRow[],
  withoutIndication: ReadonlySet<number>,
): IndustryOffers[] => {
  const lowest = lowestPrices(rows);
  return industries.map((industry) => ({
    industry,
    offers: rows.filter((r) => r.industry_id === industry.id).map((r) => presentOffer(r, industry.name, lowest)),
    withoutIndication: withoutIndication.has(industry.id),
  }));
};

export const presentByCompany = (
  industries: readonly { id: number; name: string }[],
  rows: readonly OfferRow[],
  extras: {
    files: Map<number, Attachment[]>;
    notes: Map<number, OfferNote[]>;
    notesPageSize: number;
  },
): CompanyOffers[] => {
  const names = new Map(industries.map((i) => [i.id, i.name]));
  const lowest = lowestPrices(rows);
  const companyIds = [...new Set(rows.map((r) => Number(r.company_id)))];
  return companyIds.map((companyId) => {
    const own = rows.filter((r) => Number(r.company_id) === companyId);
    const first = own[0]!;
    const prices = own.map((r) => r.priceNet).filter((p): p is number => p !== null);
    const notesTotal = Number(first.notes);
    const conversationId = Number(first.conversation_id);
    return {
      company: { id: companyId, name: first.company_name, logo: first.company_logo },
      conversationId,
      isRejected: own.every((r) => r.rejected),
      offers: own.map((r) => presentOffer(r, names.get(r.industry_id) ?? '', lowest)),
      attachments: extras.files.get(conversationId) ?? [],
      attachmentsCount: Number(first.attachments),
      notes: {
        content: extras.notes.get(companyId) ?? [],
        totalElements: notesTotal,
        totalPages: Math.ceil(notesTotal / extras.notesPageSize),
        page: 0,
        size: extras.notesPageSize,
      },
      // in grosze, so that the sum of two-decimal prices stays exact
      total: prices.length ? Math.round(prices.reduce((sum, p) => sum + Math.round(p * 100), 0)) / 100 : null,
    };
  });
};
