import type { AuthContext } from '../../lib/actor.js';
import { canEditOrder } from '../orders/order.policy.js';

type OrderRef = Parameters<typeof canEditOrder>[1];

/**
 * Inviting companies to an order (its recommendations, nominations, new users): the order's editors
 * with a full login (the owner company, its creator) and staff; temporary access never (spec 2.8:
 * the tab is disabled under temporary access).
 */
export const canInviteToOrder = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'user' && canEditOrder(auth, order);
