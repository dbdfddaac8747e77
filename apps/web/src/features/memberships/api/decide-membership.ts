import type { MembershipDecision } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/** POST /membership-requests/{requestId}/decision: let the person in, or refuse. */
export const decideMembership = (requestId: number, decision: MembershipDecision['decision']) =>
  request(`/membership-requests/${requestId}/decision`, {
    method: 'POST',
    body: { decision },
    schema: noContent,
  });

export const useDecideMembership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: number; decision: MembershipDecision['decision'] }) =>
      decideMembership(requestId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
};
