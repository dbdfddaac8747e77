import { myChangedOrdersSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderChangesKeys } from './query-keys';

/** GET /orders/changes/me: the orders whose changes the caller's company has not acknowledged yet. */
export const getMyChangedOrders = (signal?: AbortSignal) =>
  request('/orders/changes/me', { schema: myChangedOrdersSchema, signal, failures: 'silent' });

export const myChangedOrdersQueryOptions = () =>
  queryOptions({ queryKey: orderChangesKeys.mine(), queryFn: ({ signal }) => getMyChangedOrders(signal) });

/** One request for every row of a list (the rows share the cached answer). */
export const useMyChangedOrders = (enabled: boolean) =>
  useQuery({ ...myChangedOrdersQueryOptions(), enabled, staleTime: 30_000 });
