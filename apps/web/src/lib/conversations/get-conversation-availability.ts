import { conversationAvailabilitySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/**
 * GET /orders/{id}/conversation/availability ("Can start conversation", spec 4 and 7): the caller's
 * situation for the order. Read by the order card's messaging part, the messages area and the
 * dashboard's 'Wiadomość' button; each shows its own failure (the card and the area nothing, the
 * button the spec 8 toast), so the call toasts only the rate limit.
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
  });

/** `null`: no order chosen yet, nothing asked. */
export const useConversationAvailability = (orderId: number | null) =>
  useQuery({ ...conversationAvailabilityQueryOptions(orderId ?? 0), enabled: orderId !== null });
