import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { orderQuestionKeys } from './query-keys';

/** PUT /orders/{id}/questions/deadline: the requester's last day for questions. */
export const setQuestionDeadline = (orderId: number, questionDeadline: string) =>
  request(`/orders/${orderId}/questions/deadline`, {
    method: 'PUT',
    body: { questionDeadline },
    schema: noContent,
    failures: 'inline',
  });

export const useSetQuestionDeadline = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => setQuestionDeadline(orderId, day),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQuestionKeys.all(orderId) }),
  });
};
