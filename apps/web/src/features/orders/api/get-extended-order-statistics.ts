import { CACHE, extendedOrderStatisticsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /report/extended-order-statistics/{orderId}: the companies behind each interaction (staff only). */
export const getExtendedOrderStatistics = (id: number, signal?: AbortSignal) =>
  request(`/report/extended-order-statistics/${id}`, {
    schema: extendedOrderStatisticsSchema,
    signal,
    failures: 'silent',
  });

export const extendedOrderStatisticsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.extendedStatistics(id),
    queryFn: ({ signal }) => getExtendedOrderStatistics(id, signal),
    staleTime: CACHE.orderStatistics,
  });

/** Enabled only while the by-company view is open, so the call is made on demand. */
export const useExtendedOrderStatistics = (id: number, enabled: boolean) =>
  useQuery({ ...extendedOrderStatisticsQueryOptions(id), enabled });
