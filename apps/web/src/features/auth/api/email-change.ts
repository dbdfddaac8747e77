import { emailChangeSchema } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { authKeys } from './query-keys';

/** GET /users/email-change?token: the address the link sets (looking does not use it). */
export const useEmailChangeLink = (token: string) =>
  useQuery({
    queryKey: authKeys.emailChange(token),
    queryFn: ({ signal }) =>
      request('/users/email-change', {
        query: { token },
        schema: emailChangeSchema,
        signal,
        auth: 'none',
        failures: 'quiet',
      }),
    retry: false,
  });

/** POST /users/email-change: the new address becomes the account's; a logged-in caller's data is read again. */
export const useConfirmEmailChange = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('/users/email-change', {
        method: 'POST',
        body: { token },
        schema: emailChangeSchema,
        auth: 'none',
        failures: 'quiet',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', 'me'] }),
  });
};
