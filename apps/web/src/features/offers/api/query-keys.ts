import type { OfferGrouping } from '@platform/shared';
import { orderRootKey } from '@/lib/query-keys';

/** Keys of an order's offers (spec 2.8 Oferty, spec 4); under the order root, so a changed order refreshes them. */
export const offerKeys = {
  /** everything of one order's offers: every offers change invalidates it */
  all: (orderId: number) => [...orderRootKey, 'offers', orderId] as const,
  by: (orderId: number, groupBy: OfferGrouping) => [...orderRootKey, 'offers', orderId, 'by', groupBy] as const,
  summary: (orderId: number) => [...orderRootKey, 'offers', orderId, 'summary'] as const,
  notes: (orderId: number, companyId: number, page: number) =>
    [...orderRootKey, 'offers', orderId, 'notes', companyId, page] as const,
  mine: (orderId: number) => [...orderRootKey, 'offers', orderId, 'mine'] as const,
};
