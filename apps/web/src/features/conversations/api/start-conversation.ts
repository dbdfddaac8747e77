import { conversationSchema, type StartConversation } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** POST /orders/{id}/conversation: the first message with the declared industries. */
export const startConversation = (orderId: number, body: StartConversation) =>
  request(`/orders/${orderId}/conversation`, { method: 'POST', body, schema: conversationSchema, failures: 'form' });

export const useStartConversation = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversation) => startConversation(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
};
