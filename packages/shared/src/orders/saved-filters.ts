/** Saved filters of the order lists (spec 7 "Saved filters"). */
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { line, text } from '../text.js';
import { orderListTypeSchema } from './enums.js';
import { orderListFilterSchema } from './list-filter.js';
import { ORDER_MESSAGES } from './messages.js';

export const userFilterNameSchema = line()
  .trim()
  .min(1, ORDER_MESSAGES.filterNameMin)
  .max(LIMITS.savedFilterNameMax, ORDER_MESSAGES.filterNameMax);

/**
 * Decision: the most a saved filter's `filters` may take as JSON (UTF-8 bytes). The biggest filter
 * the list screen produces (16 locations with long labels, 200 industries, 60 sectors, every stage,
 * status and scope, a 200-letter search in Polish letters) takes about 3.4 KB (orders.test.ts).
 */
export const USER_FILTER_MAX_BYTES = 10 * 1024;

/** Size of a value as JSON in UTF-8 bytes. */
export const jsonByteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

export const userFilterCreateSchema = z
  .object({
    type: orderListTypeSchema,
    name: userFilterNameSchema,
    /** The list filter of the screen (no page), at most USER_FILTER_MAX_BYTES as JSON. */
    filters: orderListFilterSchema.refine((filters) => jsonByteLength(filters) <= USER_FILTER_MAX_BYTES, {
      error: ORDER_MESSAGES.filterTooLarge,
    }),
  })
  .meta({ id: 'UserFilterCreate' });

export const userFilterSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    type: orderListTypeSchema,
    name: text(),
    filters: orderListFilterSchema,
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'UserFilter' });
export type UserFilter = z.infer<typeof userFilterSchema>;
export const userFiltersSchema = z.array(userFilterSchema).meta({ id: 'UserFilters' });
export const userFilterQuerySchema = z.object({ type: orderListTypeSchema });
