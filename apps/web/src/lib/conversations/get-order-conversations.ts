import { conversationSummaryListSchema, POLLING } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/**
 * GET /conversations/orders/{id}: the threads of an order the caller reads: step three of the
 * messages area, the order card's column for contact persons (spec 2.8). Refreshed every 10 s.
 */
export const getOrderConversations = (orderId: number, signal?: AbortSignal) =>
  request(`/conversations/orders/${orderId}`, { schema: conversationSummaryListSchema, signal });

export const orderConversationsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: conversationKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderConversations(orderId, signal),
    refetchInterval: POLLING.unreadMessages,
  });

/** `null`: nothing to read (no order chosen, or the caller is not a contact person). */
export const useOrderConversations = (orderId: number | null) =>
  useQuery({ ...orderConversationsQueryOptions(orderId ?? 0), enabled: orderId !== null });
