import type { RecommendationParams } from '@platform/shared';
import { orderRootKey } from '@/lib/query-keys';

/**
 * Keys of recommendations and invitations (spec 2.7, 2.8 Zaproszone firmy); under the order root,
 * so a changed order refreshes them.
 */
export const recommendationKeys = {
  ofOrder: (orderId: number, params: RecommendationParams) =>
    [...orderRootKey, 'recommendations', orderId, params] as const,
  /** recommendations before the order exists (the add-order form, the finder) */
  search: (params: RecommendationParams) => [...orderRootKey, 'recommendations', 'search', params] as const,
  myInvitation: (orderId: number) => [...orderRootKey, 'invitation', orderId] as const,
  intentLink: (token: string) => [...orderRootKey, 'intent-link', token] as const,
  /** every page of one order's invitees */
  nominatedOf: (orderId: number) => [...orderRootKey, 'nominated', orderId] as const,
  nominated: (orderId: number, page: number, size: number) =>
    [...orderRootKey, 'nominated', orderId, page, size] as const,
};
