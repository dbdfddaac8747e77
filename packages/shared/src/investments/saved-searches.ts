/** Saved investment searches, as the order lists' saved filters (spec platform 5 "Filters and saved filters"). */
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { ORDER_MESSAGES } from '../orders/messages.js';
import { line, text } from '../text.js';
import { investmentSearchParamsSchema } from './search-params.js';

export const savedInvestmentSearchCreateSchema = z
  .object({
    name: line()
      .trim()
      .min(1, ORDER_MESSAGES.filterNameMin)
      .max(LIMITS.savedFilterNameMax, ORDER_MESSAGES.filterNameMax),
    /** The address bar's parameters (defaults left out), read back through the one lenient schema. */
    params: z.record(text().max(40), text().max(2000)).refine((p) => Object.keys(p).length <= 40),
  })
  .meta({ id: 'SavedInvestmentSearchCreate' });
export type SavedInvestmentSearchCreate = z.infer<typeof savedInvestmentSearchCreateSchema>;

export const savedInvestmentSearchSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    params: z.record(text(), text()),
    createdAt: text(),
  })
  .meta({ id: 'SavedInvestmentSearch' });
export type SavedInvestmentSearch = z.infer<typeof savedInvestmentSearchSchema>;
export const savedInvestmentSearchesSchema = z
  .array(savedInvestmentSearchSchema)
  .meta({ id: 'SavedInvestmentSearches' });

/** A stored search read back: its parameters through the lenient schema, nothing more. */
export const readSavedInvestmentSearch = (params: unknown) =>
  investmentSearchParamsSchema.parse(params && typeof params === 'object' ? params : {});
