import { watchedInvestmentPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** GET /users/me/followed-investments: my watched investments, with what changed since the last visit. */
export const getWatchedInvestments = (page: number, signal?: AbortSignal) =>
  request('/users/me/followed-investments', { schema: watchedInvestmentPageSchema, query: { page }, signal });

export const watchedInvestmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: trackingKeys.watched(page),
    queryFn: ({ signal }) => getWatchedInvestments(page, signal),
    placeholderData: keepPreviousData,
  });

export const useWatchedInvestments = (page: number) => useQuery(watchedInvestmentsQueryOptions(page));

/** POST /users/me/followed-investments/seen: leaving the list, what changed counts from now. */
export const useMarkWatchedSeen = () =>
  useMutation({
    mutationFn: () => request('/users/me/followed-investments/seen', { method: 'POST', schema: noContent }),
  });
