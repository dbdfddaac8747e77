import { orderCoverageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderQuestionKeys } from './query-keys';

/** GET /orders/{id}/coverage: the requester's coverage panel. */
export const getOrderCoverage = (orderId: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/coverage`, { schema: orderCoverageSchema, signal, failures: 'inline' });

export const orderCoverageQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderQuestionKeys.coverage(orderId),
    queryFn: ({ signal }) => getOrderCoverage(orderId, signal),
  });

export const useOrderCoverage = (orderId: number, enabled = true) =>
  useQuery({ ...orderCoverageQueryOptions(orderId), enabled });
