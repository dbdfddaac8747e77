import { conversationAvailabilitySchema } from '@platform/shared';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/**
 * GET /orders/{id}/conversation/availability ("Can start conversation", spec 7), asked when a
 * dashboard list's message button is clicked; the caller shows the spec's failure toast.
 */
export const getConversationAvailability = (orderId: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/conversation/availability`, {
    schema: conversationAvailabilitySchema,
    signal,
    failures: 'silent',
  });

export const conversationAvailabilityQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: conversationKeys.availability(orderId),
    queryFn: ({ signal }) => getConversationAvailability(orderId, signal),
    retry: false,
  });
