import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** PUT /api/v2/companies/{companyId}/users/{userId}/offer-edit: grants or withdraws COMPANY_OFFER_EDIT. */
export const grantOfferEdit = (companyId: number, userId: number, granted: boolean) =>
  request(`/companies/${companyId}/users/${userId}/offer-edit`, {
    method: 'PUT',
    body: { granted },
    schema: noContent,
    failures: 'no-redirect',
  });

export const useGrantOfferEdit = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, granted }: { userId: number; granted: boolean }) =>
      grantOfferEdit(companyId, userId, granted),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: companyKeys.users(companyId) }),
  });
};
