import { type ClaimStatus, claimPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimKeys } from './query-keys';

/** GET /admin/participation-claims: the staff queue of one status (waiting ones oldest first). */
export const getClaimQueue = (status: ClaimStatus, page: number, signal?: AbortSignal) =>
  request('/admin/participation-claims', {
    schema: claimPageSchema,
    query: { status, page },
    signal,
    failures: 'page',
  });

export const claimQueueQueryOptions = (status: ClaimStatus, page: number) =>
  queryOptions({
    queryKey: claimKeys.queue(status, page),
    queryFn: ({ signal }) => getClaimQueue(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useClaimQueue = (status: ClaimStatus, page: number) => useQuery(claimQueueQueryOptions(status, page));
