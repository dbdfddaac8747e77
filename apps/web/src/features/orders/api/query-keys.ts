import type { OrderListParams, OrderListScope } from '@platform/shared';
import { orderCountsKey, orderRootKey } from '@/lib/query-keys';

export type { OrderListParams } from '@platform/shared';
export type ListScope = OrderListScope;

/** Query keys of the orders module; every mutation invalidates `orderKeys.all`. */
export const orderKeys = {
  all: orderRootKey,
  /** both views (card and edit) of one order */
  details: (id: number) => [...orderRootKey, 'detail', id] as const,
  detail: (id: number, editMode: boolean) => [...orderRootKey, 'detail', id, editMode] as const,
  list: (scope: ListScope, params: OrderListParams) => [...orderRootKey, 'list', scope, params] as const,
  counts: (scope: ListScope, params: OrderListParams) => [...orderCountsKey(scope), params] as const,
  statistics: (id: number) => [...orderRootKey, 'statistics', id] as const,
  contacts: (id: number) => [...orderRootKey, 'contacts', id] as const,
  extendedStatistics: (id: number) => [...orderRootKey, 'statistics', id, 'extended'] as const,
  contactCandidates: (companyId: number | null) => [...orderRootKey, 'contact-candidates', companyId] as const,
};
