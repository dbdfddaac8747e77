import type { AuthContext } from '../../lib/actor.js';
import { canEditOrder, type OrderRef, type OrderRow } from '../orders/index.js';

/**
 * Offers, notes, choices, thanks and settling: the order's editors with a full login (its company's
 * people, its creator) and staff. Temporary access never (spec 2.8: the tab is disabled under it);
 * contractors never see the comparison, only their own offer.
 */
export const canManageOffers = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'user' && canEditOrder(auth, order);

/** Choosing, rejecting and settling only while the order is published (spec 4 "Offer selection"). */
export const canDecide = (order: Pick<OrderRow, 'status'>): boolean => order.status === 'RELEASED';
