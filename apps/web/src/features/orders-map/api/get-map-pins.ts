import { CACHE, type OrderListParams, ordersMapPinsSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderMapKeys } from './query-keys';

/** GET /orders-map with the list filters and bbox 'west,south,east,north': pins, or grid clusters. */
export const getMapPins = (params: OrderListParams, bbox: string, signal?: AbortSignal) =>
  request('/orders-map', { schema: ordersMapPinsSchema, query: { ...params, bbox }, signal });

export const mapPinsQueryOptions = (params: OrderListParams, bbox: string) =>
  queryOptions({
    queryKey: orderMapKeys.pins(params, bbox),
    queryFn: ({ signal }) => getMapPins(params, bbox, signal),
    staleTime: CACHE.mapPins,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });

/** `enabled`: the conditions of spec 4 (a status, not the free plan, after a move, not mid-drag). */
export const useMapPins = (params: OrderListParams, bbox: string | null, enabled: boolean) =>
  useQuery({ ...mapPinsQueryOptions(params, bbox ?? ''), enabled: enabled && bbox !== null });
