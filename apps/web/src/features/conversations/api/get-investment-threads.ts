import { investmentThreadPageSchema, POLLING } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/investments?page: step one of the messages area (refreshed every 10 s). */
export const getInvestmentThreads = (page: number, signal?: AbortSignal) =>
  request('/conversations/investments', { schema: investmentThreadPageSchema, query: { page }, signal });

export const investmentThreadsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: conversationKeys.investments(page),
    queryFn: ({ signal }) => getInvestmentThreads(page, signal),
    refetchInterval: POLLING.unreadMessages,
  });

export const useInvestmentThreads = (page: number) => useQuery(investmentThreadsQueryOptions(page));
