/** Answers of the investment search (spec platform 2.3; plans: companies document 1 and 6). */
import { z } from 'zod';
import { pageOf } from '../common.js';
import { INVESTMENT_TYPES } from '../enums.js';
import { text } from '../text.js';

export const investmentSearchItemSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    /** The locality (or, without one, nothing) and the voivodeship. */
    place: text().nullable(),
    province: text().nullable(),
    valuePln: z.number().nullable(),
    stage: z.object({ id: z.number().int(), name: text() }).nullable(),
    type: z.enum(INVESTMENT_TYPES),
    archived: z.boolean(),
    startDate: text().nullable(),
    endDate: text().nullable(),
    /** Companies taking part (each counted once). */
    participants: z.number().int(),
    /** Km from the chosen place, when one is chosen. */
    distanceKm: z.number().nullable(),
    updatedAt: text(),
    /** The user follows this investment. */
    followed: z.boolean(),
  })
  .meta({ id: 'InvestmentSearchItem' });
export type InvestmentSearchItem = z.infer<typeof investmentSearchItemSchema>;

/**
 * One page of results (page is 0-based, as every page answer) with the count and total value of
 * every match. `access`: 'full'; 'counts' on the free plan (no rows, only the two figures and the
 * upsell); 'firstPage' for a subsidised client (spec 6: only the first page of lists).
 */
export const investmentSearchPageSchema = pageOf(investmentSearchItemSchema)
  .extend({
    totalValuePln: z.number(),
    access: z.enum(['full', 'counts', 'firstPage']),
  })
  .meta({ id: 'InvestmentSearchPage' });
export type InvestmentSearchPage = z.infer<typeof investmentSearchPageSchema>;
