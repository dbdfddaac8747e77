import { type Order, orderSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { FailurePreset } from '@/lib/api-failures';
import { orderKeys } from './query-keys';

/**
 * GET /orders/{id}?editMode: the card in the view the server decides (spec 3 "Order views").
 * `forbidden-inline` lets the order card show a 403 (ORDER_INDUSTRY_USERS_ONLY) in place; the form
 * keeps spec 8 (`page`).
 */
export const getOrder = (
  id: number,
  editMode: boolean,
  signal?: AbortSignal,
  failures: FailurePreset = 'page',
): Promise<Order> =>
  request(`/orders/${id}`, {
    schema: orderSchema,
    signal,
    query: editMode ? { editMode: true } : undefined,
    failures,
  });

export const orderQueryOptions = (id: number, editMode = false, failures: FailurePreset = 'page') =>
  queryOptions({
    queryKey: orderKeys.detail(id, editMode),
    queryFn: ({ signal }) => getOrder(id, editMode, signal, failures),
    enabled: id > 0,
  });

export const useOrder = (id: number, editMode = false, enabled = true, failures: FailurePreset = 'page') =>
  useQuery({ ...orderQueryOptions(id, editMode, failures), enabled: enabled && id > 0 });
