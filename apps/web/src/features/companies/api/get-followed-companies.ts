import { followedCompanyPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /users/me/followed-companies: the follows, with what each company did since the last visit. */
export const getFollowedCompanies = (page: number, signal?: AbortSignal) =>
  request('/users/me/followed-companies', { schema: followedCompanyPageSchema, query: { page }, signal });

export const followedCompaniesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: companyKeys.followed(page),
    queryFn: ({ signal }) => getFollowedCompanies(page, signal),
    placeholderData: keepPreviousData,
  });

export const useFollowedCompanies = (page: number) => useQuery(followedCompaniesQueryOptions(page));

/** POST /users/me/followed-companies/seen: leaving the list, what changed counts from now. */
export const useMarkFollowedSeen = () =>
  useMutation({
    mutationFn: () => request('/users/me/followed-companies/seen', { method: 'POST', schema: noContent }),
  });
