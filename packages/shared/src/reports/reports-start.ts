/** /start (spec 2.8): what each report answers, with a live figure from each (last 12 months). */
import { z } from 'zod';
import { countValueSchema } from './figures.js';

export const START_FIGURES_MONTHS = 12;

export const reportsStartSchema = z
  .object({
    /** investments added in the last 12 months (not archived) */
    investments: countValueSchema,
    /** orders published in the last 12 months, and the share of those with offers that got one */
    orders: z.object({ published: z.number().int(), singleOfferShare: z.number().nullable() }),
    /** companies taking part in investments added in the last 12 months */
    activeCompanies: z.number().int(),
    /** the caller's company's orders published in the last 12 months */
    myOrders: z.number().int(),
  })
  .meta({ id: 'ReportsStart' });
export type ReportsStart = z.infer<typeof reportsStartSchema>;
