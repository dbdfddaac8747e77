import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** DELETE /api/v1/companies/{id} (admins). */
export const deleteCompany = (id: number) =>
  request(`/companies/${id}`, { method: 'DELETE', base: 'v1', schema: noContent, failures: 'forbidden-inline' });

/**
 * After a delete the page must leave before the company's queries are dropped: dropping them while
 * the page still shows them refetches, and the 404 of the deleted company opens the not-found page.
 */
export const useDeleteCompany = (id: number, leavePage: () => Promise<void> | void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompany(id),
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: companyKeys.company(id) });
      await leavePage();
      queryClient.removeQueries({ queryKey: companyKeys.company(id) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.adminLists });
    },
  });
};
