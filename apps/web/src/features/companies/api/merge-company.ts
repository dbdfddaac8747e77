import { companyMergeResultSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { companyKeys } from './query-keys';

/** POST /api/v2/companies/{id}/merge {duplicateCompanyId}: the duplicate's investments, users and follows move here. */
export const mergeCompany = (id: number, duplicateCompanyId: number) =>
  request(`/companies/${id}/merge`, {
    method: 'POST',
    body: { duplicateCompanyId },
    schema: companyMergeResultSchema,
    failures: 'no-redirect',
  });

export const useMergeCompany = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (duplicateCompanyId: number) => mergeCompany(id, duplicateCompanyId),
    onSuccess: () => void refreshAfterWrite(queryClient, companyKeys.all),
  });
};
