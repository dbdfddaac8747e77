import { type UserInviteInput, userInvitedSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/**
 * POST /users/invite without an investment: the company admin invites a colleague, who is a member
 * at once (an account and an e-mail with a one-time link to set a password).
 */
export const useInviteColleague = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserInviteInput) =>
      request('/users/invite', { method: 'POST', body, schema: userInvitedSchema, failures: 'form' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
};
