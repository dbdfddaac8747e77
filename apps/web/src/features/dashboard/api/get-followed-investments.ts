import { followedInvestmentPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

export const WORK_QUEUE_LIST_SIZE = 5;

/** GET /api/v2/dashboard/followed-investments: new investments of the companies the user follows. */
export const getFollowedInvestments = (signal?: AbortSignal) =>
  request('/dashboard/followed-investments', {
    schema: followedInvestmentPageSchema,
    query: { page: 0, size: WORK_QUEUE_LIST_SIZE },
    signal,
    failures: 'silent',
  });

export const followedInvestmentsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.followedInvestments,
    queryFn: ({ signal }) => getFollowedInvestments(signal),
    retry: false,
  });

export const useFollowedInvestments = () => useQuery(followedInvestmentsQueryOptions());
