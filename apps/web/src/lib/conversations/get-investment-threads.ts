import { investmentThreadPageSchema, POLLING } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/**
 * GET /conversations/investments?page: the investments with threads, newest first: step one of the
 * messages area, and (page 0) the dashboard's work queue of unread threads. One fetcher, one key and
 * one failure behaviour (shown in place) for both; refreshed every 10 s.
 */
export const getInvestmentThreads = (page: number, signal?: AbortSignal) =>
  request('/conversations/investments', { schema: investmentThreadPageSchema, query: { page }, signal });

export const investmentThreadsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: conversationKeys.investments(page),
    queryFn: ({ signal }) => getInvestmentThreads(page, signal),
    refetchInterval: POLLING.unreadMessages,
  });

export const useInvestmentThreads = (page: number) => useQuery(investmentThreadsQueryOptions(page));

const withUnread = (page: z.infer<typeof investmentThreadPageSchema>) =>
  page.content.filter((thread) => thread.unreadCount > 0);

/** The first page's investments with unread messages (the work queue; the messages area lists the rest). */
export const useUnreadInvestmentThreads = () => useQuery({ ...investmentThreadsQueryOptions(0), select: withUnread });
