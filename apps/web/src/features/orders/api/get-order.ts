import { type Order, orderSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** GET /orders/{id}?editMode: the card in the view the server decides (spec 3 "Order views"). */
export const getOrder = (id: number, editMode: boolean, signal?: AbortSignal): Promise<Order> =>
  request(`/orders/${id}`, { schema: orderSchema, signal, query: editMode ? { editMode: true } : undefined });

export const orderQueryOptions = (id: number, editMode = false) =>
  queryOptions({
    queryKey: orderKeys.detail(id, editMode),
    queryFn: ({ signal }) => getOrder(id, editMode, signal),
    enabled: id > 0,
  });

export const useOrder = (id: number, editMode = false, enabled = true) =>
  useQuery({ ...orderQueryOptions(id, editMode), enabled: enabled && id > 0 });
