/** The order lists and counts: the list API query, the list item and the counts per status. */
import { z } from 'zod';
import { booleanQuery, commaList, pageOf, queryIdSchema } from '../common.js';
import { LIMITS, PAGE_SIZE_DEFAULT } from '../constants.js';
import { INVESTMENT_CHARACTERS, ORDER_SCOPES, ORDER_STATUSES, orderScopeSchema, orderStatusSchema } from '../enums.js';
import { lostPriceBandSchema } from '../offers/price-band.js';
import { offerOutcomeSchema } from '../offers/schemas.js';
import { text } from '../text.js';
import { isoDaySchema, namedRefSchema, orderCloseReasonSchema, orderSortSchema, yearMonthSchema } from './enums.js';

/** Query of GET /orders, /orders/me and /orders/count/{all|me}; page is 0-based (spec 9). */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
  status: commaList(z.enum(ORDER_STATUSES)),
  sort: orderSortSchema.optional(),
  search: text().trim().max(LIMITS.orderSearchMax).optional(),
  offerDeadlineFrom: isoDaySchema.optional(),
  offerDeadlineTo: isoDaySchema.optional(),
  workDeadlineFrom: yearMonthSchema.optional(),
  workDeadlineTo: yearMonthSchema.optional(),
  industryIds: commaList(queryIdSchema),
  stageIds: commaList(queryIdSchema),
  /** Investment type (character): PRIVATE, PUBLIC, MIXED. */
  characters: commaList(z.enum(INVESTMENT_CHARACTERS)),
  sectorIds: commaList(queryIdSchema),
  scopes: commaList(z.enum(ORDER_SCOPES)),
  /** Locality ids of the autocomplete (the numeric tail of 'locality:123'). */
  locationIds: commaList(queryIdSchema),
  /** Province ids 1-16 of region suggestions. */
  provinceIds: commaList(z.coerce.number().int().min(1).max(16)),
  /** Km around the one chosen locality (5-300, 9999 = the whole country). */
  distance: z.coerce.number().int().min(1).max(9999).optional(),
  /** Orders of these investments (the investment page). */
  investmentIds: commaList(queryIdSchema),
  /** Only orders in my company's industries. */
  byIndustries: booleanQuery.optional(),
  isApproved: booleanQuery.optional(),
  /** Invitations list: only those no user of my company has opened yet. */
  hideSeen: booleanQuery.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const ORDER_FILTER_LOCATIONS_MAX = LIMITS.filterLocationsMax;

export const orderListItemSchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    isApproved: z.boolean(),
    publishAt: text().nullable(),
    createdAt: text(),
    offerDeadlineFrom: text().nullable(),
    offerDeadlineTo: text().nullable(),
    workDeadlineFrom: text().nullable(),
    workDeadlineTo: text().nullable(),
    scope: orderScopeSchema.nullable(),
    character: z.enum(INVESTMENT_CHARACTERS),
    investment: z.object({ id: z.number().int(), name: text(), city: text().nullable() }),
    company: z.object({ id: z.number().int(), name: text() }),
    industries: z.array(namedRefSchema),
    deletedReason: orderCloseReasonSchema.nullable(),
    userAllowedToEdit: z.boolean(),
    /** On the invitations list: when my company was invited, whether it has opened the card, its answer. */
    invitation: z
      .object({
        invitedAt: text(),
        seen: z.boolean(),
        intent: z.enum(['WILL_BID', 'WONT_BID', 'UNDECIDED']).nullable(),
      })
      .optional(),
    /**
     * On the offered list: the outcome of my company's offer (spec 2.5, offered list) and, once the
     * requester thanked the losers with the bands, where its prices stood.
     */
    offer: z.object({ outcome: offerOutcomeSchema, priceBands: z.array(lostPriceBandSchema) }).optional(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderPageSchema = pageOf(orderListItemSchema).meta({ id: 'OrderPage' });

/**
 * Counts of orders stop at this many (and list totals with them): counting every match of a common
 * word among a million orders reads hundreds of thousands of rows (seconds), while the first
 * 10,000 are found in milliseconds, and nobody pages past them. Past it a count reads '10 000+'.
 */
export const ORDER_COUNT_CAP = 10_000;

export const orderCountSchema = z.object({
  status: orderStatusSchema,
  /** At most ORDER_COUNT_CAP. */
  count: z.number().int(),
  /** There are more than `count` (ORDER_COUNT_CAP) such orders. */
  capped: z.boolean(),
});
export type OrderCount = z.infer<typeof orderCountSchema>;
export const orderCountsSchema = z.array(orderCountSchema).meta({ id: 'OrderCounts' });
export const orderCountScopeSchema = z.object({ scope: z.enum(['all', 'me']) });
