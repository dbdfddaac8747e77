import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** DELETE /investments/saved-searches/:id. */
export const deleteSavedSearch = (id: number) =>
  request(`/investments/saved-searches/${id}`, { method: 'DELETE', schema: noContent });

export const useDeleteSavedSearch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: investmentSearchKeys.saved() }),
  });
};
