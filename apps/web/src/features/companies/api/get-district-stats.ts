import { CACHE, type DistrictStats, districtStatsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys, type StatsSort } from './query-keys';

/** GET /api/v2/companies/{id}/numbers/districts: investments per voivodeship (cached 5 min). */
export const getDistrictStats = (id: number, sort: StatsSort, signal?: AbortSignal): Promise<DistrictStats> =>
  request(`/companies/${id}/numbers/districts`, {
    schema: districtStatsSchema,
    query: sort,
    signal,
  });

export const districtStatsQueryOptions = (id: number, sort: StatsSort) =>
  queryOptions({
    queryKey: companyKeys.districts(id, sort),
    queryFn: ({ signal }) => getDistrictStats(id, sort, signal),
    staleTime: CACHE.companyStatistics,
    gcTime: CACHE.companyStatistics,
  });

export const useDistrictStats = (id: number, sort: StatsSort, enabled = true) =>
  useQuery({ ...districtStatsQueryOptions(id, sort), enabled });
