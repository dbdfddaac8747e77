import type { PasswordChange } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** PUT /users/me/password: the other sessions end, so the session list is read again. */
export const useChangePassword = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      request('/users/me/password', { method: 'PUT', body, schema: noContent, failures: 'form' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};
