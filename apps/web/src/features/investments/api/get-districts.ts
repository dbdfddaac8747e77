import { CACHE, investmentDistrictsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** GET /investments/search/districts: every powiat, for the powiat filter. */
export const getDistricts = (signal?: AbortSignal) =>
  request('/investments/search/districts', { schema: investmentDistrictsSchema, signal });

export const districtsQueryOptions = () =>
  queryOptions({
    queryKey: [...investmentSearchKeys.all, 'districts'],
    queryFn: ({ signal }) => getDistricts(signal),
    staleTime: CACHE.locationAutocomplete,
  });

export const useDistricts = () => useQuery(districtsQueryOptions());
