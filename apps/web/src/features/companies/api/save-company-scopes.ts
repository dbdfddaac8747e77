import { type CompanyScopesInput, companyBasicsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** PUT /api/v2/companies/{id}/basics/scopes: industries and subsectors with their supply/service flags. */
export const saveCompanyScopes = (id: number, input: CompanyScopesInput) =>
  request(`/companies/${id}/basics/scopes`, {
    method: 'PUT',
    body: input,
    schema: companyBasicsSchema,
    failures: 'forbidden-inline',
  });

export const useSaveCompanyScopes = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyScopesInput) => saveCompanyScopes(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.company(id) }),
  });
};
