import { type Order, orderSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { FailureHandling } from '@/lib/api-failures';
import { orderKeys } from './query-keys';

/** How a 403 of the card call is handled: the forbidden page (default) or thrown to the caller. */
export type OrderForbidden = FailureHandling['forbidden'];

/**
 * GET /orders/{id}?editMode: the card in the view the server decides (spec 3 "Order views").
 * `forbidden: 'throw'` lets the order card show a 403 (ORDER_INDUSTRY_USERS_ONLY) in place.
 */
export const getOrder = (
  id: number,
  editMode: boolean,
  signal?: AbortSignal,
  forbidden: OrderForbidden = 'page',
): Promise<Order> =>
  request(`/orders/${id}`, {
    schema: orderSchema,
    signal,
    query: editMode ? { editMode: true } : undefined,
    forbidden,
  });

export const orderQueryOptions = (id: number, editMode = false, forbidden: OrderForbidden = 'page') =>
  queryOptions({
    queryKey: orderKeys.detail(id, editMode),
    queryFn: ({ signal }) => getOrder(id, editMode, signal, forbidden),
    enabled: id > 0,
  });

export const useOrder = (id: number, editMode = false, enabled = true, forbidden: OrderForbidden = 'page') =>
  useQuery({ ...orderQueryOptions(id, editMode, forbidden), enabled: enabled && id > 0 });
