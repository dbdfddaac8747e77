import { DASHBOARD_CACHE_MS, type DashboardStatistics, dashboardStatisticsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/v2/dashboard/statistics: the carousel's counters; a failure renders nothing (spec 8). */
export const getDashboardStatistics = (signal?: AbortSignal): Promise<DashboardStatistics> =>
  request('/dashboard/statistics', { schema: dashboardStatisticsSchema, signal, failures: 'silent' });

export const dashboardStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.statistics,
    queryFn: ({ signal }) => getDashboardStatistics(signal),
    staleTime: DASHBOARD_CACHE_MS,
    retry: false,
  });

export const useDashboardStatistics = () => useQuery(dashboardStatisticsQueryOptions());
