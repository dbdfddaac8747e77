import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** DELETE /api/v1/companies/{id} (admins). */
export const deleteCompany = (id: number) =>
  request(`/companies/${id}`, { method: 'DELETE', base: 'v1', schema: noContent, forbidden: 'throw' });

export const useDeleteCompany = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompany(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
