import { conversationAvailabilitySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /orders/{id}/conversation/availability: the caller's situation for the order (spec 4). */
export const getAvailability = (orderId: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/conversation/availability`, { schema: conversationAvailabilitySchema, signal });

export const availabilityQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: conversationKeys.availability(orderId),
    queryFn: ({ signal }) => getAvailability(orderId, signal),
  });

export const useAvailability = (orderId: number | null) =>
  useQuery({ ...availabilityQueryOptions(orderId ?? 0), enabled: orderId !== null });
