/** /podsumowanie-inwestycji (spec 2.8): number and value of investments in a scope. */
import { z } from 'zod';
import { text } from '../text.js';
import { groupFigureSchema, monthFigureSchema, periodSchema } from './figures.js';
import { investmentScopeSchema } from './scope.js';

export const investmentsSummaryQuerySchema = investmentScopeSchema;
export type InvestmentsSummaryQuery = z.infer<typeof investmentsSummaryQuerySchema>;

/** How many of the largest investments and most active companies the report lists. */
export const SUMMARY_TOP_SIZE = 10;

export const summaryInvestmentSchema = z.object({
  id: z.number().int(),
  name: text(),
  value: z.number(),
  province: text().nullable(),
  createdAt: text(),
});

export const summaryCompanySchema = z.object({
  id: z.number().int(),
  name: text(),
  /** investments of the scope the company takes part in */
  count: z.number().int(),
  /** the value of its shares of the works in them */
  value: z.number(),
});

export const investmentsSummarySchema = z
  .object({
    period: periodSchema,
    total: z.object({ count: z.number().int(), value: z.number(), median: z.number().nullable() }),
    byMonth: z.array(monthFigureSchema),
    byProvince: z.array(groupFigureSchema),
    bySector: z.array(groupFigureSchema),
    byStage: z.array(groupFigureSchema),
    largest: z.array(summaryInvestmentSchema),
    topCompanies: z.array(summaryCompanySchema),
  })
  .meta({ id: 'InvestmentsSummary' });
export type InvestmentsSummary = z.infer<typeof investmentsSummarySchema>;
