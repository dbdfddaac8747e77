import { type OfferGrouping, offerGroupsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorText } from './offer-error-text';
import { offerKeys } from './query-keys';

/** DELETE /orders/{id}/offers/companies/{companyId}?groupBy: the requester rejects a company's offer. */
export const rejectCompanyOffers = (orderId: number, companyId: number, groupBy: OfferGrouping) =>
  request(`/orders/${orderId}/offers/companies/${companyId}`, {
    method: 'DELETE',
    query: { groupBy },
    schema: offerGroupsSchema,
    failures: 'inline',
  });

export const useRejectCompanyOffers = (orderId: number, groupBy: OfferGrouping) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => rejectCompanyOffers(orderId, companyId, groupBy),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(orderId) }),
    onError: (error) => notify.error(errorText(error)),
  });
};
