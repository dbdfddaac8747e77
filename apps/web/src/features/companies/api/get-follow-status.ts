import { followStatusSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{id}/followers/me: whether the user follows the company (always refetched). */
export const getFollowStatus = (id: number, signal?: AbortSignal) =>
  request(`/companies/${id}/followers/me`, {
    schema: followStatusSchema,
    signal,
  });

export const followStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.follow(id),
    queryFn: ({ signal }) => getFollowStatus(id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useFollowStatus = (id: number, enabled: boolean) => useQuery({ ...followStatusQueryOptions(id), enabled });
