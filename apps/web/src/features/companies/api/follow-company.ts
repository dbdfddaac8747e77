import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** POST /api/v2/companies/{id}/followers: start following (204). */
export const followCompany = (id: number) =>
  request(`/companies/${id}/followers`, { method: 'POST', schema: noContent, failures: 'forbidden-inline' });

export const useFollowCompany = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => followCompany(id),
    onSuccess: () => {
      queryClient.setQueryData(companyKeys.follow(id), { following: true });
      void queryClient.invalidateQueries({ queryKey: companyKeys.followSettings(id) });
    },
  });
};
