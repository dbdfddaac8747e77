import { z } from 'zod';
import { orderIdSchema } from '../orders/enums.js';
import { text } from '../text.js';

/** Per industry of a released order: where its offers stand against similar orders. */
export const industryCoverageSchema = z
  .object({
    industryId: z.number().int(),
    industryName: text(),
    invitations: z.number().int(),
    willBid: z.number().int(),
    wontBid: z.number().int(),
    undecided: z.number().int(),
    conversations: z.number().int(),
    offers: z.number().int(),
    /** released orders of the same voivodeship and industry over the last 12 months */
    similarOrders: z.number().int(),
    similarMedianOffers: z.number().nullable(),
    likelyOffers: z.number(),
    atRisk: z.boolean(),
  })
  .meta({ id: 'IndustryCoverage' });
export type IndustryCoverage = z.infer<typeof industryCoverageSchema>;

export const COVERAGE_ACTIONS = ['INVITE', 'EXTEND_DEADLINE', 'WIDEN_VISIBILITY'] as const;
export type CoverageAction = (typeof COVERAGE_ACTIONS)[number];

/** The requester's coverage panel; `tracked` is false once the order is not released or its deadline passed. */
export const orderCoverageSchema = z
  .object({
    orderId: z.number().int(),
    tracked: z.boolean(),
    atRisk: z.boolean(),
    industries: z.array(industryCoverageSchema),
    actions: z.array(z.enum(COVERAGE_ACTIONS)),
  })
  .meta({ id: 'OrderCoverage' });
export type OrderCoverage = z.infer<typeof orderCoverageSchema>;

export const orderCoverageParamsSchema = z.object({ id: orderIdSchema });

/** The start page's warnings: the caller's released orders likely to get fewer than 3 offers. */
export const coverageAlertSchema = z
  .object({
    orderId: z.number().int(),
    investmentName: text(),
    offerDeadlineTo: text().nullable(),
    industries: z.array(text()),
    actions: z.array(z.enum(COVERAGE_ACTIONS)),
  })
  .meta({ id: 'CoverageAlert' });
export type CoverageAlert = z.infer<typeof coverageAlertSchema>;
export const coverageAlertsSchema = z.array(coverageAlertSchema).meta({ id: 'CoverageAlerts' });
