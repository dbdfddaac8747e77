import { type CompanyBasicsInput, companyBasicsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/**
 * PUT /api/v2/companies/{id}/basics. Every 4xx is thrown to the form (field errors and the relation
 * codes of spec 8 are shown there; a 403 or 404 is a toast that keeps what was typed); the answer is
 * the saved card.
 */
export const saveCompanyBasics = (id: number, input: CompanyBasicsInput) =>
  request(`/companies/${id}/basics`, {
    method: 'PUT',
    body: input,
    schema: companyBasicsSchema,
    failures: 'inline',
  });

export const useSaveCompanyBasics = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyBasicsInput) => saveCompanyBasics(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.basics(id, true), saved);
      void queryClient.invalidateQueries({ queryKey: companyKeys.company(id) });
    },
  });
};
