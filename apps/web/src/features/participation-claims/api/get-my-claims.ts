import { claimPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimKeys } from './query-keys';

/** GET /participation-claims/mine: my company's declarations with their status, newest first. */
export const getMyClaims = (page: number, signal?: AbortSignal) =>
  request('/participation-claims/mine', { schema: claimPageSchema, query: { page }, signal });

export const myClaimsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: claimKeys.mine(page),
    queryFn: ({ signal }) => getMyClaims(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyClaims = (page: number, enabled = true) => useQuery({ ...myClaimsQueryOptions(page), enabled });
