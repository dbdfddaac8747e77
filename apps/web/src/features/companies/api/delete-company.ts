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
    // the deleted company's queries are dropped, not refetched (a refetch would answer 404 and leave the page)
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: companyKeys.company(id) });
      void queryClient.invalidateQueries({ queryKey: ['companies', 'admin-list'] });
    },
  });
};
