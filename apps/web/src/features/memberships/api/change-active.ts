import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

type Target = { companyId: number; userId: number };

/** PUT /companies/{companyId}/people/{userId}/active: deactivates (its sessions end at once) or reactivates. */
export const changeActive = ({ companyId, userId }: Target, active: boolean) =>
  request(`/companies/${companyId}/people/${userId}/active`, { method: 'PUT', body: { active }, schema: noContent });

export const useChangeActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, active }: { target: Target; active: boolean }) => changeActive(target, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
};
