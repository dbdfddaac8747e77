import { ORDER_MESSAGES, type OrderDeleteReason, orderDeletedSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { orderKeys } from './query-keys';

/** PUT /orders/{id}/delete-reason: USER_MISTAKE removes, EXPIRED and SCOPE_CHANGE archive; drafts need no reason. */
export const deleteOrder = (id: number, reason: OrderDeleteReason | null) =>
  request(`/orders/${id}/delete-reason`, {
    method: 'PUT',
    body: { reason },
    schema: orderDeletedSchema,
    failures: 'form',
  });

export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: OrderDeleteReason | null }) => deleteOrder(id, reason),
    onSuccess: async (_answer, { id }) => {
      // the open card of the deleted order is not refetched (it would answer 404 before leaving)
      await queryClient.invalidateQueries({ queryKey: orderKeys.details(id), refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: orderKeys.all,
        predicate: (q) => !(q.queryKey[1] === 'detail' && q.queryKey[2] === id),
      });
    },
    onError: (_error, { reason }) =>
      notify.error(reason ? ORDER_MESSAGES.deleteOrArchiveFailed : ORDER_MESSAGES.deleteFailed),
  });
};
