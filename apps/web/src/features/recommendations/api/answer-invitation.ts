import { type BidIntentInput, myInvitationSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { recommendationKeys } from './query-keys';

/** PUT /orders/{id}/invitation/me/intent: 'Złożę ofertę' / 'Nie złożę oferty' / 'Jeszcze nie wiem'. */
export const answerInvitation = (id: number, body: BidIntentInput) =>
  request(`/orders/${id}/invitation/me/intent`, { method: 'PUT', body, schema: myInvitationSchema, failures: 'form' });

export const useAnswerInvitation = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BidIntentInput) => answerInvitation(id, body),
    onSuccess: (data) => {
      queryClient.setQueryData(recommendationKeys.myInvitation(id), data);
      notify.success('Zapisano odpowiedź');
    },
    onError: (error) => {
      notify.error(error.message);
      // closed meanwhile: the band reads the invitation again and shows the final state
      void queryClient.invalidateQueries({ queryKey: recommendationKeys.myInvitation(id) });
    },
  });
};
