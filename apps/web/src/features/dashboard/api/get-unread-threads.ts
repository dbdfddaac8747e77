import { investmentThreadPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/**
 * GET /conversations/investments page 0 (threads newest first): the work queue keeps those with unread
 * messages. The messages area lists the rest.
 */
export const getUnreadThreads = async (signal?: AbortSignal) => {
  const page = await request('/conversations/investments', {
    schema: investmentThreadPageSchema,
    query: { page: 0 },
    signal,
    failures: 'silent',
  });
  return page.content.filter((thread) => thread.unreadCount > 0);
};

export const unreadThreadsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.unreadThreads,
    queryFn: ({ signal }) => getUnreadThreads(signal),
    retry: false,
  });

export const useUnreadThreads = () => useQuery(unreadThreadsQueryOptions());
