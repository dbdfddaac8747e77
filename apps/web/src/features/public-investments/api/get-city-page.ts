import { cityPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { publicInvestmentKeys } from './query-keys';

/** GET /investment-cities/{slug}: a town's current investments, by name, stage and value band (public). */
export const getCityPage = (slug: string, signal?: AbortSignal) =>
  request(`/investment-cities/${encodeURIComponent(slug)}`, { schema: cityPageSchema, signal, auth: 'none' });

export const cityPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: publicInvestmentKeys.city(slug),
    queryFn: ({ signal }) => getCityPage(slug, signal),
    staleTime: 600_000,
    retry: false,
  });

export const useCityPage = (slug: string) => useQuery(cityPageQueryOptions(slug));
