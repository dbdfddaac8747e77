import { type OrderFormInput, type OrderSaved, orderSavedSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/**
 * The lifecycle calls of spec 7: POST /orders and /orders/draft (new), PUT /orders/{id} (published
 * or planned), PUT /orders/draft/{id} (save a draft), POST /orders/draft/{id}/complete (publish it).
 */
export type SaveOrderAction =
  | { kind: 'create'; draft: boolean }
  | { kind: 'update'; id: number }
  | { kind: 'updateDraft'; id: number }
  | { kind: 'completeDraft'; id: number };

const target = (action: SaveOrderAction): { path: string; method: 'POST' | 'PUT' } => {
  switch (action.kind) {
    case 'create':
      return { path: action.draft ? '/orders/draft' : '/orders', method: 'POST' };
    case 'update':
      return { path: `/orders/${action.id}`, method: 'PUT' };
    case 'updateDraft':
      return { path: `/orders/draft/${action.id}`, method: 'PUT' };
    case 'completeDraft':
      return { path: `/orders/draft/${action.id}/complete`, method: 'POST' };
  }
};

/**
 * @param version the version the edited order was read at (spec 8): a save after another tab's is
 * refused with 409 STALE_VERSION instead of replacing it.
 */
export const saveOrder = (action: SaveOrderAction, form: OrderFormInput, version?: number): Promise<OrderSaved> => {
  const { path, method } = target(action);
  const draft = action.kind === 'updateDraft' || (action.kind === 'create' && action.draft);
  const body = { ...form, draft, ...(action.kind !== 'create' && version !== undefined ? { version } : {}) };
  return request(path, { method, body, schema: orderSavedSchema, failures: 'form' });
};

type SaveInput = { action: SaveOrderAction; form: OrderFormInput; version?: number };

export const useSaveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, form, version }: SaveInput) => saveOrder(action, form, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
