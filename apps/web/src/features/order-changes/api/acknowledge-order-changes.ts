import { ORDER_CHANGES_MESSAGES, orderChangesSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { orderChangesKeys } from './query-keys';

/** POST /orders/{id}/changes/acknowledgement: the caller's company acknowledges the latest version. */
export const acknowledgeOrderChanges = (id: number) =>
  request(`/orders/${id}/changes/acknowledgement`, {
    method: 'POST',
    schema: orderChangesSchema,
    failures: 'inline',
  });

export const useAcknowledgeOrderChanges = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeOrderChanges(id),
    onSuccess: (data) => {
      queryClient.setQueryData(orderChangesKeys.ofOrder(id), data);
      void queryClient.invalidateQueries({ queryKey: orderChangesKeys.mine() });
      notify.success(ORDER_CHANGES_MESSAGES.acknowledged);
    },
    onError: (error) => notify.error(error.message),
  });
};
