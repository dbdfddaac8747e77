import { MEMBERSHIP_PAGE_SIZE, membershipEventPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /companies/{companyId}/membership-history: who joined or asked to, when and how. */
export const getMembershipHistory = (companyId: number, page: number, signal?: AbortSignal) =>
  request(`/companies/${companyId}/membership-history`, {
    schema: membershipEventPageSchema,
    query: { page, size: MEMBERSHIP_PAGE_SIZE },
    signal,
  });

export const membershipHistoryQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: membershipKeys.history(companyId, page),
    queryFn: ({ signal }) => getMembershipHistory(companyId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMembershipHistory = (companyId: number, page: number) =>
  useQuery(membershipHistoryQueryOptions(companyId, page));
