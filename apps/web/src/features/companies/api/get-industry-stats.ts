import { CACHE, type Stats, statsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys, type StatsSort } from './query-keys';

/** GET /api/v2/companies/{id}/numbers/industries: investments per industry (stale after 5 min). */
export const getIndustryStats = (id: number, sort: StatsSort, signal?: AbortSignal): Promise<Stats> =>
  request(`/companies/${id}/numbers/industries`, {
    schema: statsSchema,
    query: sort,
    signal,
  });

export const industryStatsQueryOptions = (id: number, sort: StatsSort) =>
  queryOptions({
    queryKey: companyKeys.industries(id, sort),
    queryFn: ({ signal }) => getIndustryStats(id, sort, signal),
    staleTime: CACHE.companyStatistics,
  });

export const useIndustryStats = (id: number, sort: StatsSort, enabled = true) =>
  useQuery({ ...industryStatsQueryOptions(id, sort), enabled });
