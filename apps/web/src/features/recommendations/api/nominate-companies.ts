import { INVITATION_MESSAGES, nominationResultSchema, type OtherNominatedCompany } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { orderRootKey } from '@/lib/query-keys';

/** PATCH /orders/{id}/nominated-companies: invite companies chosen from the recommendations. */
export const nominateCompanies = (id: number, companyIds: number[]) =>
  request(`/orders/${id}/nominated-companies`, {
    method: 'PATCH',
    body: { companyIds },
    schema: nominationResultSchema,
    failures: 'form',
  });

/** PATCH /orders/{id}/other-nominated-companies: 'Zaproś inną firmę'. */
export const nominateOtherCompany = (id: number, body: OtherNominatedCompany) =>
  request(`/orders/${id}/other-nominated-companies`, {
    method: 'PATCH',
    body,
    schema: nominationResultSchema,
    failures: 'form',
  });

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderRootKey });
};

export const useNominateCompanies = (id: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (companyIds: number[]) => nominateCompanies(id, companyIds),
    onSuccess: () => {
      void invalidate();
      notify.success('Zaproszenia zostały wysłane');
    },
    onError: (error) => notify.error(error.message || INVITATION_MESSAGES.inviteFailed),
  });
};

export const useNominateOtherCompany = (id: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: OtherNominatedCompany) => nominateOtherCompany(id, body),
    onSuccess: () => {
      void invalidate();
      notify.success('Zaproszenie zostało wysłane');
    },
  });
};
