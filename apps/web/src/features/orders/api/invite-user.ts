import { type UserInviteInput, userInvitedSchema } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** POST /users/invite ('Zaproś nowego użytkownika', spec 7): an account and a one-time activation e-mail. */
export const useInviteUser = () =>
  useMutation({
    mutationFn: (body: UserInviteInput) =>
      request('/users/invite', { method: 'POST', body, schema: userInvitedSchema, failures: 'form' }),
  });
