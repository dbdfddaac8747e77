import { z } from 'zod';
import { pageOf } from '../common.js';
import { text } from '../text.js';

/**
 * Beyond the spec (the work queue): my company's orders with offers nobody of us has read
 * yet (an offer is read when an editor opens its company's panel or thread in the comparison).
 */
export const unreadOffersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
export type UnreadOffersQuery = z.infer<typeof unreadOffersQuerySchema>;

export const orderWithUnreadOffersSchema = z
  .object({
    orderId: z.number().int(),
    investment: z.object({ id: z.number().int(), name: text() }),
    offerDeadlineTo: text().nullable(),
    /** Companies with at least one unread, not rejected offer on the order. */
    unreadCompanies: z.number().int().min(1),
    /** The newest of those unread offers. */
    latestOfferAt: text(),
  })
  .meta({ id: 'OrderWithUnreadOffers' });
export type OrderWithUnreadOffers = z.infer<typeof orderWithUnreadOffersSchema>;
export const orderWithUnreadOffersPageSchema = pageOf(orderWithUnreadOffersSchema).meta({
  id: 'OrderWithUnreadOffersPage',
});
