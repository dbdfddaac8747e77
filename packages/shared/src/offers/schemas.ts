import { z } from 'zod';
import { attachmentSchema } from '../attachments.js';
import { idSchema, pageOf, pathIdSchema } from '../common.js';
import { orderStatusSchema } from '../enums.js';
import { formatPlnExact } from '../format.js';
import { isoDaySchema } from '../orders/enums.js';
import { text } from '../text.js';
import { ORDER_OFFER_LIMITS } from './constants.js';
import { OFFER_MESSAGES as M } from './messages.js';
import { lostPriceBandSchema } from './price-band.js';

/**
 * Offers (platform spec 3 "Offers", 4 "Offer selection" and "Settling", 7): a contractor company's
 * thread on an order, one offer per industry it declared. Prices are net PLN as numbers with at
 * most two decimals; dates are ISO days (validity) or ISO date-times.
 */

const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A net price in złote: positive, at most two decimals (the web reads "1 234,56"). */
export const offerPriceSchema = z
  .number({ error: M.priceInvalid })
  .positive({ error: M.priceInvalid })
  .max(ORDER_OFFER_LIMITS.priceMaxCents / 100, { error: M.priceTooHigh })
  .refine(hasTwoDecimals, { error: M.priceInvalid });

/**
 * An offer's terms: what the contractor says about one declared industry, its price and how long it
 * holds. The one place a term is declared: as the contractor sends it (`offerTermsSchema`, checked)
 * and as every answer shows it (`offerTermsViewSchema`: the comparison, the contractor's own offer,
 * the thread's declared industries). The API reads them with one select (`offerTermsColumns`) and
 * shapes them with one presenter (`presentOfferTerms`).
 */
export const offerTermsSchema = z.object({
  industryId: idSchema,
  priceNet: offerPriceSchema.nullable(),
  validUntil: isoDaySchema.nullable(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** The terms as an answer carries them (spread into the offer, the own offer and the declared industry). */
export const offerTermsViewSchema = z.object({
  priceNet: z.number().nullable(),
  validUntil: text().nullable(),
});
export type OfferTermsView = z.infer<typeof offerTermsViewSchema>;

/** A price typed with a comma ("1 234,56") in złote; null when it is not one. */
export const parsePriceInput = (value: string): number | null => {
  const normalized = value
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const price = Number(normalized);
  return offerPriceSchema.safeParse(price).success ? price : null;
};

/** A price as the interface shows it: "12 345,50 zł". */
export const formatPrice = (value: number): string => formatPlnExact(value);

export const OFFER_GROUPINGS = ['COMPANY', 'INDUSTRY'] as const;
export const offerGroupingSchema = z.enum(OFFER_GROUPINGS);
export type OfferGrouping = z.infer<typeof offerGroupingSchema>;

const offerCompanySchema = z.object({ id: z.number().int(), name: text(), logo: text().nullable() });
const offerIndustrySchema = z.object({ id: z.number().int(), name: text() });

export const offerSchema = z
  .object({
    company: offerCompanySchema,
    industry: offerIndustrySchema,
    conversationId: z.number().int(),
    isSelected: z.boolean(),
    /** the requester has looked at it (bold until then) */
    isRead: z.boolean(),
    /** the requester rejected the company's offer (DELETE): kept, excluded from choosing */
    isRejected: z.boolean(),
    ...offerTermsViewSchema.shape,
    /** the lowest price of the industry (ties all marked) */
    isLowest: z.boolean(),
    notes: z.number().int(),
    attachments: z.number().int(),
    /**
     * The price was given before the order's latest change ('Zmiany w zleceniu'): the Polish day
     * ('YYYY-MM-DD') of that change; null (or absent) otherwise.
     */
    submittedBeforeChange: text().nullable().optional(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

export const offerNoteSchema = z
  .object({
    id: z.number().int(),
    text: text(),
    posted: text(),
    author: z.object({ userId: z.number().int().nullable(), firstName: text(), lastName: text() }),
    /** every change, oldest first, with the text it replaced */
    edits: z.array(
      z.object({ editTime: text(), editorId: z.number().int().nullable(), editorName: text(), previousText: text() }),
    ),
  })
  .meta({ id: 'OfferNote' });
export type OfferNote = z.infer<typeof offerNoteSchema>;
export const offerNotePageSchema = pageOf(offerNoteSchema).meta({ id: 'OfferNotePage' });

export const companyOffersSchema = z
  .object({
    company: offerCompanySchema,
    conversationId: z.number().int(),
    isRejected: z.boolean(),
    offers: z.array(offerSchema),
    /** the latest files of the thread (`attachmentsCount` says how many there are) */
    attachments: z.array(attachmentSchema),
    attachmentsCount: z.number().int(),
    /** the first page of the requester's notes about this company (newest first) */
    notes: offerNotePageSchema,
    /** the sum of the prices given; null when none is given */
    total: z.number().nullable(),
  })
  .meta({ id: 'CompanyOffers' });
export type CompanyOffers = z.infer<typeof companyOffersSchema>;
export const companyOffersListSchema = z.array(companyOffersSchema);

export const industryOffersSchema = z
  .object({
    industry: offerIndustrySchema,
    offers: z.array(offerSchema),
    withoutIndication: z.boolean(),
  })
  .meta({ id: 'IndustryOffers' });
export type IndustryOffers = z.infer<typeof industryOffersSchema>;
export const industryOffersListSchema = z.array(industryOffersSchema);

export const appreciationsSentSchema = z.object({ toWinners: z.boolean(), toLosers: z.boolean() });

export const offersSummarySchema = z
  .object({
    /** the share of the order's industries with a decision (a chosen offer or 'bez wskazania') */
    progress: z.number().min(0).max(1),
    canSettle: z.boolean(),
    appreciationsSent: appreciationsSentSchema,
    status: orderStatusSchema,
    settled: z.boolean(),
    offersCount: z.number().int(),
  })
  .meta({ id: 'OffersSummary' });
export type OffersSummary = z.infer<typeof offersSummarySchema>;

export const offerIdSchema = pathIdSchema(M.invalidId);
export const orderOffersParamsSchema = z.object({ id: offerIdSchema });
export const companyOfferParamsSchema = z.object({ id: offerIdSchema, companyId: offerIdSchema });
export const industryOfferParamsSchema = z.object({ id: offerIdSchema, industryId: offerIdSchema });
export const selectionParamsSchema = industryOfferParamsSchema.extend({ companyId: offerIdSchema });
export const noteParamsSchema = companyOfferParamsSchema.extend({ noteId: offerIdSchema });

export const groupByQuerySchema = z.object({ groupBy: offerGroupingSchema.default('COMPANY') });
export const OFFER_DECISIONS = ['SELECT', 'UNSELECT'] as const;
export const decisionQuerySchema = z.object({ decision: z.enum(OFFER_DECISIONS) });
export type OfferDecision = (typeof OFFER_DECISIONS)[number];
export const notesQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

export const noteBodySchema = z.object({
  text: text({ error: M.noteRequired })
    .trim()
    .min(1, { error: M.noteRequired })
    .max(ORDER_OFFER_LIMITS.noteMax, { error: M.noteTooLong }),
});
export type NoteBody = z.input<typeof noteBodySchema>;

/** The grouping asked for by `groupBy` (DELETE and mark-read answer the list again). */
export const offerGroupsSchema = z
  .object({ companies: companyOffersListSchema.nullable(), industries: industryOffersListSchema.nullable() })
  .meta({ id: 'OfferGroups' });
export type OfferGroups = z.infer<typeof offerGroupsSchema>;

export const appreciationsBodySchema = z
  .object({
    toWinners: z.boolean().default(false),
    toLosers: z.boolean().default(false),
    /** losers learn where their price stood against the chosen offer (a band, never a name or price) */
    withPriceBand: z.boolean().default(false),
  })
  .refine((b) => b.toWinners || b.toLosers, { error: M.thanksSideRequired, path: ['toWinners'] });
export type AppreciationsBody = z.input<typeof appreciationsBodySchema>;

export const appreciationsResultSchema = z
  .object({
    /** companies e-mailed on each side by this call */
    winners: z.number().int(),
    losers: z.number().int(),
    appreciationsSent: appreciationsSentSchema,
  })
  .meta({ id: 'AppreciationsResult' });
export type AppreciationsResult = z.infer<typeof appreciationsResultSchema>;

/** The offers export (beyond the spec): a spreadsheet or CSV of industries × companies. */
export const exportQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** What a contractor's company learns of its own offer (order card and the offered list). */
export const OFFER_OUTCOMES = ['CHOSEN', 'NOT_CHOSEN', 'OPEN'] as const;
export const offerOutcomeSchema = z.enum(OFFER_OUTCOMES);
export type OfferOutcome = z.infer<typeof offerOutcomeSchema>;
export const OFFER_OUTCOME_LABELS: Record<OfferOutcome, string> = {
  CHOSEN: 'Oferta wybrana',
  NOT_CHOSEN: 'Oferta niewybrana',
  OPEN: 'Oczekuje na decyzję',
};

export const myOfferSchema = z
  .object({
    outcome: offerOutcomeSchema,
    conversationId: z.number().int(),
    industries: z.array(offerIndustrySchema.extend({ ...offerTermsViewSchema.shape, isSelected: z.boolean() })),
    /** Where a losing company's prices stood, once the requester thanked the losers with the bands. */
    priceBands: z.array(lostPriceBandSchema),
  })
  .meta({ id: 'MyOffer' });
export type MyOffer = z.infer<typeof myOfferSchema>;
