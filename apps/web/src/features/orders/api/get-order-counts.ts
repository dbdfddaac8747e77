import { CACHE, DEBOUNCE, orderCountsSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { request } from '@/lib/api-client';
import { type ListScope, type OrderListParams, orderKeys } from './query-keys';

const COUNT_PATH: Record<ListScope, string> = {
  all: '/orders/count/all',
  me: '/orders/count/me',
  invitations: '/orders/count/invitations/me',
  offers: '/orders/count/offers/me',
};

/** GET /orders/count/{all|me|invitations/me|offers/me}: status and count for the same filters (spec 7). */
export const getOrderCounts = (scope: ListScope, params: OrderListParams, signal?: AbortSignal) =>
  request(COUNT_PATH[scope], { schema: orderCountsSchema, signal, query: params, failures: 'not-found-inline' });

export const orderCountsQueryOptions = (scope: ListScope, params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.counts(scope, params),
    queryFn: ({ signal }) => getOrderCounts(scope, params, signal),
    staleTime: CACHE.orderCounts,
    gcTime: CACHE.orderCounts,
    placeholderData: keepPreviousData,
  });

/** Counts debounced 1.5 s and cached 300000 ms (spec 9). */
export const useOrderCounts = (scope: ListScope, params: OrderListParams, enabled = true) => {
  const debounced = useDebouncedValue(params, DEBOUNCE.counts);
  return useQuery({ ...orderCountsQueryOptions(scope, debounced), enabled });
};
