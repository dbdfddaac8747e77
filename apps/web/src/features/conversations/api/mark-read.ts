import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** PUT /conversations/{id}/read: the badge and the lists drop the thread's unread. */
export const markRead = (id: number) =>
  request(`/conversations/${id}/read`, { method: 'PUT', schema: noContent, failures: 'no-redirect' });

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
};
