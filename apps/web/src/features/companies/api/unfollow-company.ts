import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** DELETE /api/v2/companies/{id}/followers: stop following; the note and notification settings are lost. */
export const unfollowCompany = (id: number) =>
  request(`/companies/${id}/followers`, { method: 'DELETE', schema: noContent, failures: 'forbidden-inline' });

export const useUnfollowCompany = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowCompany(id),
    onSuccess: () => {
      queryClient.setQueryData(companyKeys.follow(id), { following: false });
      queryClient.removeQueries({ queryKey: companyKeys.followSettings(id) });
    },
  });
};
