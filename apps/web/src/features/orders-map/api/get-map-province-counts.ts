import { CACHE, type OrderListParams, provinceCountsSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderMapKeys } from './query-keys';

/** GET /orders-map/provinces with the list filters: the 16 voivodeships and 'other' with their counts. */
export const getMapProvinceCounts = (params: OrderListParams, signal?: AbortSignal) =>
  request('/orders-map/provinces', { schema: provinceCountsSchema, query: params, signal });

/** Kept 10 minutes, never refetched on window focus (spec 2.10, 9). */
export const mapProvinceCountsQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderMapKeys.provinces(params),
    queryFn: ({ signal }) => getMapProvinceCounts(params, signal),
    staleTime: CACHE.mapCounts,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

export const useMapProvinceCounts = (params: OrderListParams) => useQuery(mapProvinceCountsQueryOptions(params));
