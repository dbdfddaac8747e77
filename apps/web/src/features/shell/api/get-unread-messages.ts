import { POLLING, unreadCountSchema } from '@platform/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/** GET /api/v2/conversations/unread/me: the Messages badge, polled every 10 s (spec 9). */
export const getUnreadMessages = (signal?: AbortSignal) =>
  request('/conversations/unread/me', { schema: unreadCountSchema, signal, failures: 'no-redirect' });

export const unreadMessagesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => getUnreadMessages(signal),
    enabled,
    refetchInterval: POLLING.unreadMessages,
    refetchIntervalInBackground: false,
    staleTime: POLLING.unreadMessages / 2,
  });
