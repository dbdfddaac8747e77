import { CACHE, MESSAGES, type SectorNode, sectorTreeSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/** GET /api/v1/sector: the sector tree, cached 5 minutes. */
export const getSectors = (signal?: AbortSignal): Promise<SectorNode[]> =>
  request('/sector', {
    base: 'v1',
    schema: sectorTreeSchema,
    signal,
    failures: 'page',
    notFoundMessage: MESSAGES.sectorsNotFound,
  });

export const sectorsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.sectors,
    queryFn: ({ signal }) => getSectors(signal),
    staleTime: CACHE.sectors,
  });

export const useSectors = () => useQuery(sectorsQueryOptions());
