import { orderThreadListSchema, POLLING } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/investments/{id}: step two, the orders of an investment with threads. */
export const getOrderThreads = (investmentId: number, signal?: AbortSignal) =>
  request(`/conversations/investments/${investmentId}`, { schema: orderThreadListSchema, signal });

export const orderThreadsQueryOptions = (investmentId: number) =>
  queryOptions({
    queryKey: conversationKeys.orders(investmentId),
    queryFn: ({ signal }) => getOrderThreads(investmentId, signal),
    refetchInterval: POLLING.unreadMessages,
  });

export const useOrderThreads = (investmentId: number | null) =>
  useQuery({ ...orderThreadsQueryOptions(investmentId ?? 0), enabled: investmentId !== null });
