import { claimSchema, type ScopeClaimInput } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimKeys } from './query-keys';

/** POST /scope-claims: 'Zgłoś zakresy branżowe' (waits for staff). */
export const declareScopes = (body: ScopeClaimInput) =>
  request('/scope-claims', { method: 'POST', body, schema: claimSchema });

export const useDeclareScopes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareScopes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
};
