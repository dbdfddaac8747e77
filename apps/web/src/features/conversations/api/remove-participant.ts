import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** DELETE /conversations/{id}/participants/{userId}: a colleague leaves the thread. */
export const removeParticipant = (id: number, userId: number) =>
  request(`/conversations/${id}/participants/${userId}`, { method: 'DELETE', schema: noContent, failures: 'quiet' });

export const useRemoveParticipant = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeParticipant(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(id) }),
  });
};
