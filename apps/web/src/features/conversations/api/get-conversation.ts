import { conversationSchema, POLLING } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/{id}: one thread with its latest messages (refreshed every 10 s). */
export const getConversation = (id: number, signal?: AbortSignal) =>
  request(`/conversations/${id}`, { schema: conversationSchema, signal });

export const conversationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    refetchInterval: POLLING.unreadMessages,
  });

export const useConversation = (id: number | null) =>
  useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
