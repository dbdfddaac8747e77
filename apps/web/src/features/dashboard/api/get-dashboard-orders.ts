import { DASHBOARD_CACHE_MS, type OrderListParams, orderPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { request } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { navigateTo } from '@/lib/navigation';
import { dashboardKeys } from './query-keys';

type Scope = 'me' | 'invitations' | 'offers';
const LIST_PATH: Record<Scope, string> = {
  me: '/orders/me',
  invitations: '/orders/invitations/me',
  offers: '/orders/offers/me',
};

/**
 * Who shows the list: Mój dashboard sends every load error to the not-found page (spec 8; a 403
 * still opens the forbidden page, a 401 is the session's); the work queue (beyond the spec) only
 * leaves the failed list out.
 */
export type DashboardListMode = 'dashboard' | 'queue';

/** GET /orders/me, /orders/invitations/me and /orders/offers/me with a dashboard preset. */
export const getDashboardOrders = async (
  scope: Scope,
  params: OrderListParams,
  mode: DashboardListMode,
  signal?: AbortSignal,
) => {
  try {
    return await request(LIST_PATH[scope], {
      schema: orderPageSchema,
      signal,
      query: params,
      failures: mode === 'dashboard' ? 'page' : 'silent',
    });
  } catch (error) {
    const handled = error instanceof ApiError && [401, 403, 404].includes(error.status);
    if (mode === 'dashboard' && !handled && !signal?.aborted) {
      navigateTo(paths.errors.notFound.to(), { replace: true });
    }
    throw error;
  }
};

/** Stale time of the dashboard's order lists: 300,000,000 ms (spec 9); order changes invalidate ['orders']. */
export const dashboardOrdersQueryOptions = (scope: Scope, params: OrderListParams, mode: DashboardListMode) =>
  queryOptions({
    queryKey: dashboardKeys.orders(scope, params),
    queryFn: ({ signal }) => getDashboardOrders(scope, params, mode, signal),
    staleTime: DASHBOARD_CACHE_MS,
    retry: false,
  });

export const useDashboardOrders = (scope: Scope, params: OrderListParams, mode: DashboardListMode = 'dashboard') =>
  useQuery(dashboardOrdersQueryOptions(scope, params, mode));
