import { cityIndexSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { publicInvestmentKeys } from './query-keys';

/** GET /investment-cities: the towns with the most current investments (public). */
export const getCityIndex = (signal?: AbortSignal) =>
  request('/investment-cities', { schema: cityIndexSchema, signal, auth: 'none' });

export const cityIndexQueryOptions = () =>
  queryOptions({
    queryKey: publicInvestmentKeys.cities,
    queryFn: ({ signal }) => getCityIndex(signal),
    staleTime: 600_000,
  });

export const useCityIndex = () => useQuery(cityIndexQueryOptions());
