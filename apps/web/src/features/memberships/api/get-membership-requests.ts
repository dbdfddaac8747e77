import { MEMBERSHIP_PAGE_SIZE, membershipRequestPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /companies/{companyId}/membership-requests: people waiting to join the company (its admin, staff). */
export const getMembershipRequests = (companyId: number, page: number, signal?: AbortSignal) =>
  request(`/companies/${companyId}/membership-requests`, {
    schema: membershipRequestPageSchema,
    query: { page, size: MEMBERSHIP_PAGE_SIZE },
    signal,
  });

export const membershipRequestsQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: membershipKeys.requests(companyId, page),
    queryFn: ({ signal }) => getMembershipRequests(companyId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMembershipRequests = (companyId: number, page: number) =>
  useQuery(membershipRequestsQueryOptions(companyId, page));
