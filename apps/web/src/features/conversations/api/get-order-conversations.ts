import { conversationSummaryListSchema, POLLING } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/orders/{id}: step three, the threads of an order the caller reads. */
export const getOrderConversations = (orderId: number, signal?: AbortSignal) =>
  request(`/conversations/orders/${orderId}`, { schema: conversationSummaryListSchema, signal });

export const orderConversationsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: conversationKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderConversations(orderId, signal),
    refetchInterval: POLLING.unreadMessages,
  });

export const useOrderConversations = (orderId: number | null) =>
  useQuery({ ...orderConversationsQueryOptions(orderId ?? 0), enabled: orderId !== null });
