import { attachmentPageSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** PUT /attachments/additional: replaces the company's private files of a thread. */
export const saveAdditional = (id: number, attachments: string[]) =>
  request('/attachments/additional', {
    method: 'PUT',
    body: { conversationId: id, attachments },
    schema: attachmentPageSchema,
  });

export const useSaveAdditional = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachments: string[]) => saveAdditional(id, attachments),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.additionalOf(id) }),
  });
};
