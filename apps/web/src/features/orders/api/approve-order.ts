import { ORDER_MESSAGES, orderSavedSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { orderKeys } from './query-keys';

/** PATCH /orders/{id}/approve. */
export const approveOrder = (id: number) =>
  request(`/orders/${id}/approve`, { method: 'PATCH', schema: orderSavedSchema, failures: 'form' });

export const useApproveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    onError: () => notify.error(ORDER_MESSAGES.approveFailed),
  });
};
