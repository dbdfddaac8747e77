import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { orderQuestionKeys } from './query-keys';

/** POST /orders/{id}/questions: a contractor asks (the Idempotency-Key comes with `request`). */
export const askQuestion = (orderId: number, question: string) =>
  request(`/orders/${orderId}/questions`, {
    method: 'POST',
    body: { question },
    schema: z.object({ id: z.number().int() }),
    failures: 'inline',
  });

export const useAskQuestion = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => askQuestion(orderId, question),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQuestionKeys.all(orderId) }),
  });
};
