import { type ClaimDecision, claimSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimKeys } from './query-keys';

/** POST /participation-claims/{claimId}/decision: staff confirm, or refuse with a reason. */
export const decideClaim = (claimId: number, body: ClaimDecision) =>
  request(`/participation-claims/${claimId}/decision`, { method: 'POST', body, schema: claimSchema });

export const useDecideClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: number; decision: ClaimDecision }) => decideClaim(claimId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
};
