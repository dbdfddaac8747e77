import type { OrderListParams, OrderListScope, RecommendationParams } from '@platform/shared';
import { orderRootKey } from '@/lib/query-keys';

export type { OrderListParams } from '@platform/shared';
export type ListScope = OrderListScope;

/** Query keys of the orders module; every mutation invalidates `orderKeys.all`. */
export const orderKeys = {
  all: orderRootKey,
  /** both views (card and edit) of one order */
  details: (id: number) => ['orders', 'detail', id] as const,
  detail: (id: number, editMode: boolean) => ['orders', 'detail', id, editMode] as const,
  list: (scope: ListScope, params: OrderListParams) => ['orders', 'list', scope, params] as const,
  counts: (scope: ListScope, params: OrderListParams) => ['orders', 'counts', scope, params] as const,
  statistics: (id: number) => ['orders', 'statistics', id] as const,
  extendedStatistics: (id: number) => ['orders', 'statistics', id, 'extended'] as const,
  recommendations: (id: number, params: RecommendationParams) => ['orders', 'recommendations', id, params] as const,
  /** recommendations before the order exists (the add-order form) */
  recommendationSearch: (params: RecommendationParams) => ['orders', 'recommendations', 'search', params] as const,
  myInvitation: (id: number) => ['orders', 'invitation', id] as const,
  intentLink: (token: string) => ['orders', 'intent-link', token] as const,
  /** every page of one order's invitees */
  nominatedOf: (id: number) => ['orders', 'nominated', id] as const,
  nominated: (id: number, page: number, size: number) => ['orders', 'nominated', id, page, size] as const,
  contactCandidates: (companyId: number | null) => ['orders', 'contact-candidates', companyId] as const,
};
