import { type AppreciationsBody, appreciationsResultSchema, OFFER_MESSAGES } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { failureText } from './offer-error-text';
import { offerKeys } from './query-keys';

/** POST /offers/{id}/appreciations (the order's id) with toWinners / toLosers (spec 7). */
export const sendAppreciations = (orderId: number, body: AppreciationsBody) =>
  request(`/offers/${orderId}/appreciations`, {
    method: 'POST',
    body,
    schema: appreciationsResultSchema,
    failures: 'inline',
  });

export const useSendAppreciations = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppreciationsBody) => sendAppreciations(orderId, body),
    onSuccess: (result) => {
      const parts = [
        result.winners ? `wybranym firmom (${result.winners})` : null,
        result.losers ? `pozostałym firmom (${result.losers})` : null,
      ].filter(Boolean);
      notify.success(`Wysłano podziękowania: ${parts.join(', ')}.`);
      return queryClient.invalidateQueries({ queryKey: offerKeys.all(orderId) });
    },
    onError: (error) => notify.error(failureText(error, OFFER_MESSAGES.appreciationsFailed)),
  });
};
