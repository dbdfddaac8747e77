import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { companyKeys } from './query-keys';

/** DELETE /api/v1/companies/{id} (admins). */
export const deleteCompany = (id: number) =>
  request(`/companies/${id}`, { method: 'DELETE', base: 'v1', schema: noContent, failures: 'forbidden-inline' });

/**
 * After a delete the page must leave before the company's queries go: refetched while the page still
 * shows them, the 404 of the deleted company opens the not-found page. Leaving is not enough either:
 * the router's navigate resolves before React has taken the old page down (a transition), and a
 * query removed under a mounted page is made again and fetched (seen: the edit page's basics asked
 * again 0.3 s after the delete, then 'Nie znaleziono strony'). So only the queries no screen shows
 * are removed; the page's own go once it has left, when they are no longer observed.
 */
export const useDeleteCompany = (id: number, leavePage: () => Promise<void> | void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompany(id),
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: companyKeys.company(id) });
      await leavePage();
      queryClient.removeQueries({ queryKey: companyKeys.company(id), type: 'inactive' });
      await refreshAfterWrite(queryClient, companyKeys.adminLists);
    },
  });
};
