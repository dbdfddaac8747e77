import { CACHE, orderStatisticsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /report/order-statistics/{orderId}; 403 tolerated (subsidised users get the trial prompt). */
export const getOrderStatistics = (id: number, signal?: AbortSignal) =>
  request(`/report/order-statistics/${id}`, {
    schema: orderStatisticsSchema,
    signal,
  });

export const orderStatisticsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.statistics(id),
    queryFn: ({ signal }) => getOrderStatistics(id, signal),
    staleTime: CACHE.orderStatistics,
  });

export const useOrderStatistics = (id: number, enabled: boolean) =>
  useQuery({ ...orderStatisticsQueryOptions(id), enabled });
