import { conversationSchema, type SendMessage } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** POST /conversations/{id}/messages: text or attachments; the answer is the thread. */
export const sendMessage = (id: number, body: SendMessage) =>
  request(`/conversations/${id}/messages`, { method: 'POST', body, schema: conversationSchema, failures: 'form' });

export const useSendMessage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessage) => sendMessage(id, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(conversationKeys.conversation(id), thread);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
};
