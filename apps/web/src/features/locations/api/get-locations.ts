import { CACHE, locationPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { locationKeys } from './query-keys';

/** GET /api/v2/geolocation?page&search (superadmin): 20 locations a page, content and totalElements. */
export const getLocations = (page: number, search: string, signal?: AbortSignal) =>
  request('/geolocation', {
    schema: locationPageSchema,
    query: { page, search: search || undefined },
    signal,
    failures: 'page',
  });

/** Kept 5 minutes (spec 7) and refreshed after each change (the mutations invalidate these keys). */
export const locationsQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: locationKeys.list(page, search),
    queryFn: ({ signal }) => getLocations(page, search, signal),
    staleTime: CACHE.locationsList,
    placeholderData: keepPreviousData,
  });

export const useLocations = (page: number, search: string) => useQuery(locationsQueryOptions(page, search));
