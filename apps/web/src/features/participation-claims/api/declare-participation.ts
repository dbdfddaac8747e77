import { claimSchema, type ParticipationClaimInput } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimKeys } from './query-keys';

/** POST /participation-claims: my company took part in an investment (waits for staff). */
export const declareParticipation = (body: ParticipationClaimInput) =>
  request('/participation-claims', { method: 'POST', body, schema: claimSchema });

export const useDeclareParticipation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareParticipation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
};
