import { type UserInviteInput, userInvitedSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { recommendationKeys } from './query-keys';

/**
 * POST /users/invite ('Zaproś nowego użytkownika', spec 2.8): an account, a one-time activation
 * e-mail, and the person's company invited to the order (the invitees tab shows it).
 */
export const useInviteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserInviteInput) =>
      request('/users/invite', { method: 'POST', body, schema: userInvitedSchema, failures: 'form' }),
    onSuccess: (_answer, body) =>
      body.orderId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: recommendationKeys.nominatedOf(body.orderId) }),
  });
};
