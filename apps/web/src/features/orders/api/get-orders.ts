import { orderPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { type ListScope, type OrderListParams, orderKeys } from './query-keys';

const LIST_PATH: Record<ListScope, string> = {
  all: '/orders',
  me: '/orders/me',
  invitations: '/orders/invitations/me',
  offers: '/orders/offers/me',
};

/** GET /orders, /orders/me, /orders/invitations/me and /orders/offers/me (page 0-based); list load errors go to the not-found handling (spec 8). */
export const getOrders = (scope: ListScope, params: OrderListParams, signal?: AbortSignal) =>
  request(LIST_PATH[scope], { schema: orderPageSchema, signal, query: params, failures: 'page' });

export const ordersQueryOptions = (scope: ListScope, params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(scope, params),
    queryFn: ({ signal }) => getOrders(scope, params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (scope: ListScope, params: OrderListParams, enabled = true) =>
  useQuery({ ...ordersQueryOptions(scope, params), enabled });
