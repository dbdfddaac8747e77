import { CACHE, type StatKind, type Stats, statsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys, type StatsSort } from './query-keys';

/** `{sector: id}` gives a sector's subsectors, `{status: 'ACTIVE'}` the stages of a status. */
export type StatsSubcategory = { sector?: number; status?: 'ACTIVE' | 'ARCHIVED' };

/** GET /api/v2/companies/{id}/numbers/{kind}[?{key}={value}]: sectors, statuses or types. */
export const getKindStats = (
  id: number,
  kind: StatKind,
  sort: StatsSort,
  sub: StatsSubcategory,
  signal?: AbortSignal,
): Promise<Stats> =>
  request(`/companies/${id}/numbers/${kind}`, {
    schema: statsSchema,
    query: { ...sort, ...sub },
    signal,
  });

export const kindStatsQueryOptions = (id: number, kind: StatKind, sort: StatsSort, sub: StatsSubcategory = {}) =>
  queryOptions({
    queryKey: companyKeys.kind(id, kind, sort, sub as Record<string, string | number>),
    queryFn: ({ signal }) => getKindStats(id, kind, sort, sub, signal),
    staleTime: CACHE.companyStatistics,
  });

export const useKindStats = (id: number, kind: StatKind, sort: StatsSort, sub: StatsSubcategory = {}, enabled = true) =>
  useQuery({ ...kindStatsQueryOptions(id, kind, sort, sub), enabled });
