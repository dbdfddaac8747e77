import { conversationSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** POST /conversations/{id}/join: 'Dołącz' for a colleague not yet in the thread. */
export const joinConversation = (id: number) =>
  request(`/conversations/${id}/join`, { method: 'POST', schema: conversationSchema });

export const useJoinConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
};
