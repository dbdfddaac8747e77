import type { Attachment, CompanyOffers, IndustryOffers, Offer, OfferNote } from '@platform/shared';
import type { NoteEditRow, NoteRow } from './offer-notes.queries.js';
import type { OfferRow } from './offers.queries.js';

const price = (value: string | null) => (value === null ? null : Number(value));

/** The lowest price of each industry among offers still in the running (not rejected). */
export const lowestPrices = (rows: readonly OfferRow[]) => {
  const lowest = new Map<number, number>();
  for (const r of rows) {
    const p = price(r.price_net);
    if (p === null || r.rejected) continue;
    const current = lowest.get(r.industry_id);
    if (current === undefined || p < current) lowest.set(r.industry_id, p);
  }
  return lowest;
};

export const presentOffer = (row: OfferRow, industryName: string, lowest: Map<number, number>): Offer => {
  const p = price(row.price_net);
  return {
    company: { id: Number(row.company_id), name: row.company_name, logo: row.company_logo },
    industry: { id: Number(row.industry_id), name: industryName },
    conversationId: Number(row.conversation_id),
    isSelected: row.selected,
    isRead: row.read,
    isRejected: row.rejected,
    priceNet: p,
    validUntil: row.valid_until,
    isLowest: p !== null && !row.rejected && lowest.get(row.industry_id) === p,
    notes: Number(row.notes),
    attachments: Number(row.attachments),
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
    const prices = own.map((r) => price(r.price_net)).filter((p): p is number => p !== null);
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
