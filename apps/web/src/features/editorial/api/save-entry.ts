import { EDITORIAL_MESSAGES } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { editorialKeys } from '@/lib/editorial/query-keys';
import { notify } from '@/lib/notify';
import { refreshAfterWrite } from '@/lib/query-client';

/** POST /api/v2/editorial/{kind}, or PUT /api/v2/editorial/{kind}/{id} when editing (superadmin). */
export const saveEntry = <T>(path: string, item: z.ZodType<T>, id: number | null, body: unknown) =>
  request(id === null ? `/editorial/${path}` : `/editorial/${path}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: item,
  });

/** Every editorial change refreshes every editorial read: the panel's lists and the public pages. */
export const useSaveEntry = <T>(path: string, item: z.ZodType<T>, id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveEntry(path, item, id, body),
    onSuccess: () => {
      notify.success(id === null ? EDITORIAL_MESSAGES.added : EDITORIAL_MESSAGES.saved);
      return refreshAfterWrite(queryClient, editorialKeys.all);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
};
