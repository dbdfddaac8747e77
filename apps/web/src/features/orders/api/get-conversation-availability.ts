import { conversationAvailabilitySchema } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';

/** GET /orders/{id}/conversation/availability: which messaging action the card offers (spec 4). */
export const getConversationAvailability = (orderId: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/conversation/availability`, {
    schema: conversationAvailabilitySchema,
    signal,
    failures: 'no-redirect',
  });

export const useConversationAvailability = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.availability(orderId),
    queryFn: ({ signal }) => getConversationAvailability(orderId, signal),
    enabled,
  });
