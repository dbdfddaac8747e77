/** Order statistics: counts of interactions and, for admins, the companies behind them. */
import { z } from 'zod';
import { namedRefSchema } from './enums.js';

export const orderStatisticsSchema = z
  .object({
    visits: z.number().int(),
    contactFetches: z.number().int(),
    orderShares: z.number().int(),
    conversationInteractions: z.number().int(),
  })
  .meta({ id: 'OrderStatistics' });
export type OrderStatistics = z.infer<typeof orderStatisticsSchema>;

/** Admin form: the companies behind each kind of interaction. */
export const extendedOrderStatisticsSchema = z
  .object({
    visits: z.array(namedRefSchema),
    contactFetches: z.array(namedRefSchema),
    orderShares: z.array(namedRefSchema),
    conversationInteractions: z.array(namedRefSchema),
  })
  .meta({ id: 'ExtendedOrderStatistics' });
