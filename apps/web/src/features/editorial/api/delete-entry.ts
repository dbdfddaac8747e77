import { EDITORIAL_MESSAGES } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { editorialKeys } from '@/lib/editorial/query-keys';
import { notify } from '@/lib/notify';
import { refreshAfterWrite } from '@/lib/query-client';

/** DELETE /api/v2/editorial/{kind}/{id} (superadmin); links other entries hold to it go with it. */
export const deleteEntry = (path: string, id: number) =>
  request(`/editorial/${path}/${id}`, { method: 'DELETE', schema: noContent });

export const useDeleteEntry = (path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEntry(path, id),
    onSuccess: () => {
      notify.success(EDITORIAL_MESSAGES.deleted);
      return refreshAfterWrite(queryClient, editorialKeys.all);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
};
