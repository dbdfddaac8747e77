import { type CompanyOfferInput, companyOfferSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys, type OfferVersion } from './query-keys';

/** PUT /api/v2/companies/{id}/offer/{draft|published}: saves the draft or publishes the offer. */
export const saveCompanyOffer = (id: number, version: OfferVersion, offer: CompanyOfferInput) =>
  request(`/companies/${id}/offer/${version}`, {
    method: 'PUT',
    body: offer,
    schema: companyOfferSchema,
    failures: 'no-redirect',
  });

export const useSaveCompanyOffer = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, offer }: { version: OfferVersion; offer: CompanyOfferInput }) =>
      saveCompanyOffer(id, version, offer),
    onSuccess: (saved, { version }) => {
      queryClient.setQueryData(companyKeys.offer(id, version), saved);
      void queryClient.invalidateQueries({ queryKey: companyKeys.company(id) });
    },
  });
};
