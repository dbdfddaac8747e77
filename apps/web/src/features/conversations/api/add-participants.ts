import { participantsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** POST /conversations/{id}/participants: colleagues of the caller's company join the thread. */
export const addParticipants = (id: number, userIds: number[]) =>
  request(`/conversations/${id}/participants`, {
    method: 'POST',
    body: { userIds },
    schema: participantsSchema,
    failures: 'quiet',
  });

export const useAddParticipants = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => addParticipants(id, userIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.conversation(id) }),
  });
};
