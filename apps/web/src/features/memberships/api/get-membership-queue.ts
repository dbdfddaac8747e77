import { MEMBERSHIP_PAGE_SIZE, membershipRequestPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /admin/membership-requests: every pending request (staff decide those of companies without an admin). */
export const getMembershipQueue = (page: number, signal?: AbortSignal) =>
  request('/admin/membership-requests', {
    schema: membershipRequestPageSchema,
    query: { page, size: MEMBERSHIP_PAGE_SIZE },
    signal,
    failures: 'page',
  });

export const membershipQueueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: membershipKeys.queue(page),
    queryFn: ({ signal }) => getMembershipQueue(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMembershipQueue = (page: number) => useQuery(membershipQueueQueryOptions(page));
