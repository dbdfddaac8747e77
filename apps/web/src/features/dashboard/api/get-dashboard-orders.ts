import { DASHBOARD_CACHE_MS, type OrderListParams, orderPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

type Scope = 'me' | 'invitations' | 'offers';
const LIST_PATH: Record<Scope, string> = {
  me: '/orders/me',
  invitations: '/orders/invitations/me',
  offers: '/orders/offers/me',
};

/**
 * GET /orders/me, /orders/invitations/me and /orders/offers/me with a dashboard preset. List load errors go to the
 * not-found handling (spec 8).
 */
export const getDashboardOrders = (scope: Scope, params: OrderListParams, signal?: AbortSignal) =>
  request(LIST_PATH[scope], { schema: orderPageSchema, signal, query: params, failures: 'page' });

/** Stale time of the dashboard's order lists: 300,000,000 ms (spec 9); order changes invalidate ['orders']. */
export const dashboardOrdersQueryOptions = (scope: Scope, params: OrderListParams) =>
  queryOptions({
    queryKey: dashboardKeys.orders(scope, params),
    queryFn: ({ signal }) => getDashboardOrders(scope, params, signal),
    staleTime: DASHBOARD_CACHE_MS,
  });

export const useDashboardOrders = (scope: Scope, params: OrderListParams) =>
  useQuery(dashboardOrdersQueryOptions(scope, params));
