import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { membershipKeys } from './query-keys';

type Target = { companyId: number; userId: number };

/** POST /companies/{companyId}/people/{userId}/admin: the admin role passes to the person. */
export const handOverAdmin = ({ companyId, userId }: Target) =>
  request(`/companies/${companyId}/people/${userId}/admin`, { method: 'POST', schema: noContent });

export const useHandOverAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverAdmin,
    // the giver is no longer the admin: the page and the user menu read it from the caller
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me('user') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
};
