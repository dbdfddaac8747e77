import { OFFER_MESSAGES, offerNoteSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { failureText } from './offer-error-text';
import { offerKeys } from './query-keys';

type Note = { orderId: number; companyId: number; noteId?: number; text: string };

/** POST .../offers/companies/{companyId}/notes, or PUT .../notes/{noteId} to edit (history kept). */
export const saveOfferNote = ({ orderId, companyId, noteId, text }: Note) =>
  request(`/orders/${orderId}/offers/companies/${companyId}/notes${noteId ? `/${noteId}` : ''}`, {
    method: noteId ? 'PUT' : 'POST',
    body: { text },
    schema: offerNoteSchema,
    failures: 'inline',
  });

export const useSaveOfferNote = (orderId: number, companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: { noteId?: number; text: string }) => saveOfferNote({ ...note, orderId, companyId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(orderId) }),
    // spec 8: 'Nie udało się zaktualizować notatki.', and the server's reason when it names one
    onError: (error) => notify.error(failureText(error, OFFER_MESSAGES.noteUpdateFailed)),
  });
};
