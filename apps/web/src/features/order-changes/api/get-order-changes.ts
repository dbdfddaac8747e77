import { orderChangesSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderChangesKeys } from './query-keys';

/** GET /orders/{id}/changes: the order's versions and what the caller's company acknowledged. */
export const getOrderChanges = (id: number, signal?: AbortSignal) =>
  request(`/orders/${id}/changes`, { schema: orderChangesSchema, signal, failures: 'silent' });

export const orderChangesQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderChangesKeys.ofOrder(id), queryFn: ({ signal }) => getOrderChanges(id, signal) });

export const useOrderChanges = (id: number, enabled: boolean) =>
  useQuery({ ...orderChangesQueryOptions(id), enabled, retry: false });
