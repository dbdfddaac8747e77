import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { locationKeys } from './query-keys';

/** DELETE /api/v2/geolocation/{id} (superadmin); 409 LOCATION_IN_USE while something uses it. */
export const deleteLocation = (id: number) => request(`/geolocation/${id}`, { method: 'DELETE', schema: noContent });

export const useDeleteLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => refreshAfterWrite(queryClient, locationKeys.lists),
  });
};
