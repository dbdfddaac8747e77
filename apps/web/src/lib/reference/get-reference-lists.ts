import { type ReferenceLists, referenceListsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/** GET /api/v2/reference-lists: stages, positions, units, countries, provinces. */
export const getReferenceLists = (signal?: AbortSignal): Promise<ReferenceLists> =>
  request('/reference-lists', { schema: referenceListsSchema, signal, failures: 'not-found-inline' });

export const referenceListsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.lists,
    queryFn: ({ signal }) => getReferenceLists(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useReferenceLists = () => useQuery(referenceListsQueryOptions());
