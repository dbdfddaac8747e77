import { type OfferGrouping, offerGroupsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** PUT /orders/{id}/offers/companies/{companyId}/industries/read?groupBy: the company's offers are read. */
export const markOffersRead = (orderId: number, companyId: number, groupBy: OfferGrouping) =>
  request(`/orders/${orderId}/offers/companies/${companyId}/industries/read`, {
    method: 'PUT',
    query: { groupBy },
    schema: offerGroupsSchema,
    failures: 'inline',
  });

export const useMarkOffersRead = (orderId: number, groupBy: OfferGrouping) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => markOffersRead(orderId, companyId, groupBy),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(orderId) }),
  });
};
