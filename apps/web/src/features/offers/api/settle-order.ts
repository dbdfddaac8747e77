import { OFFER_MESSAGES, offersSummarySchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { orderRootKey } from '@/lib/query-keys';
import { errorText } from './offer-error-text';
import { offerKeys } from './query-keys';

/** PUT /orders/{id}/settle: archives the order with the reason SETTLED (spec 4 "Settling"). */
export const settleOrder = (orderId: number) =>
  request(`/orders/${orderId}/settle`, { method: 'PUT', schema: offersSummarySchema, failures: 'inline' });

export const useSettleOrder = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => settleOrder(orderId),
    onSuccess: (summary) => {
      queryClient.setQueryData(offerKeys.summary(orderId), summary);
      notify.success(OFFER_MESSAGES.settled);
      return queryClient.invalidateQueries({ queryKey: orderRootKey });
    },
    onError: (error) => notify.error(errorText(error)),
  });
};
