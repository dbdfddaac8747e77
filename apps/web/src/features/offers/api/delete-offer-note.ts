import { OFFER_MESSAGES } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { failureText } from './offer-error-text';
import { offerKeys } from './query-keys';

/** DELETE /orders/{id}/offers/companies/{companyId}/notes/{noteId}: the note and its history go. */
export const deleteOfferNote = (orderId: number, companyId: number, noteId: number) =>
  request(`/orders/${orderId}/offers/companies/${companyId}/notes/${noteId}`, {
    method: 'DELETE',
    schema: noContent,
    failures: 'inline',
  });

export const useDeleteOfferNote = (orderId: number, companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteOfferNote(orderId, companyId, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(orderId) }),
    onError: (error) => notify.error(failureText(error, OFFER_MESSAGES.noteUpdateFailed)),
  });
};
