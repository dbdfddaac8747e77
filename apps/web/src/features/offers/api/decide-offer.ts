import { type OfferDecision, offersSummarySchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorText } from './offer-error-text';
import { offerKeys } from './query-keys';

type Choice = { orderId: number; industryId: number; companyId: number | null; decision: OfferDecision };

/**
 * PUT .../offers/industries/{industryId}/companies/{companyId}/selected?decision, or with no company
 * PUT .../offers/industries/{industryId}/without-indication?decision (spec 4 "Offer selection").
 */
export const decideOffer = ({ orderId, industryId, companyId, decision }: Choice) =>
  request(
    companyId === null
      ? `/orders/${orderId}/offers/industries/${industryId}/without-indication`
      : `/orders/${orderId}/offers/industries/${industryId}/companies/${companyId}/selected`,
    { method: 'PUT', query: { decision }, schema: offersSummarySchema, failures: 'inline' },
  );

export const useDecideOffer = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: Omit<Choice, 'orderId'>) => decideOffer({ ...choice, orderId }),
    onSuccess: (summary) => queryClient.setQueryData(offerKeys.summary(orderId), summary),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(orderId) }),
    onError: (error) => notify.error(errorText(error)),
  });
};
