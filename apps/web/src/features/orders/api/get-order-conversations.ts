import { conversationSummaryListSchema, POLLING } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/** GET /conversations/orders/{id}: the card's right column of conversations for contact persons (spec 2.8). */
export const getOrderConversations = (orderId: number, signal?: AbortSignal) =>
  request(`/conversations/orders/${orderId}`, {
    schema: conversationSummaryListSchema,
    signal,
    failures: 'no-redirect',
  });

export const useOrderConversations = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderConversations(orderId, signal),
    enabled,
    refetchInterval: POLLING.unreadMessages,
  });
