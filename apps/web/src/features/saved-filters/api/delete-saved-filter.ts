import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { savedFilterKeys } from './query-keys';

/** DELETE /user-filters/{id}. */
export const deleteFilter = (id: number) =>
  request(`/user-filters/${id}`, {
    method: 'DELETE',
    schema: noContent,
  });

export const useDeleteFilter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFilterKeys.all }),
  });
};
