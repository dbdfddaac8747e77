import { conversationIndustriesSchema, type IndustriesBody, OFFER_MESSAGES } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { conversationKeys } from './query-keys';

/** PUT /conversations/{id}/industries: what the contractor declares, with price and validity per industry. */
export const saveIndustries = (id: number, body: IndustriesBody) =>
  request(`/conversations/${id}/industries`, {
    method: 'PUT',
    body,
    schema: conversationIndustriesSchema,
    failures: 'inline',
  });

export const useSaveIndustries = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IndustriesBody) => saveIndustries(id, body),
    onSuccess: (industries) => {
      queryClient.setQueryData(conversationKeys.industries(id), industries);
      notify.success(OFFER_MESSAGES.termsSaved);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
};
