import { type LocationWrite, locationSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { locationKeys } from './query-keys';

/** POST /api/v2/geolocation, or PUT /api/v2/geolocation/{id} when editing (superadmin). */
export const saveLocation = (id: number | null, body: LocationWrite) =>
  request(id === null ? '/geolocation' : `/geolocation/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: locationSchema,
  });

export const useSaveLocation = (id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationWrite) => saveLocation(id, body),
    onSuccess: () => refreshAfterWrite(queryClient, locationKeys.lists),
  });
};
