import { type AnswerQuestionBody, orderQuestionsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderQuestionKeys } from './query-keys';

/** PUT /orders/{id}/questions/{questionId}/answer: the requester answers, publicly or privately. */
export const answerQuestion = (orderId: number, questionId: number, body: AnswerQuestionBody) =>
  request(`/orders/${orderId}/questions/${questionId}/answer`, {
    method: 'PUT',
    body,
    schema: orderQuestionsSchema,
    failures: 'inline',
  });

export const useAnswerQuestion = (orderId: number, questionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerQuestionBody) => answerQuestion(orderId, questionId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQuestionKeys.all(orderId) }),
  });
};
