import { CACHE, type IndustryNode, industryTreeSchema, MESSAGES } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/** GET /api/v2/industries: the industry tree, cached 1 hour. */
export const getIndustries = (signal?: AbortSignal): Promise<IndustryNode[]> =>
  request('/industries', {
    schema: industryTreeSchema,
    signal,
    failures: 'page',
    notFoundMessage: MESSAGES.industriesNotFound,
  });

export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.industries,
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: CACHE.industries,
    gcTime: CACHE.industries,
  });

export const useIndustries = () => useQuery(industriesQueryOptions());
