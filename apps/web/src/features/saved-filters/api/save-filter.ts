import { type OrderListFilter, type OrderListType, userFilterSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { savedFilterKeys } from './query-keys';

export type SaveFilterInput = { type: OrderListType; name: string; filters: OrderListFilter };

/** POST /user-filters {type, name, filters}; errors come back with their spec 8 codes. */
export const saveFilter = (input: SaveFilterInput) =>
  request('/user-filters', {
    method: 'POST',
    body: input,
    schema: userFilterSchema,
  });

export const useSaveFilter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFilterKeys.all }),
  });
};
