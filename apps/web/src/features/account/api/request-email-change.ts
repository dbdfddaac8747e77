import { type EmailChangeRequest, emailChangeSchema } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** PUT /users/me/email: a link to the new address; the account's address changes when it is used. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      request('/users/me/email', { method: 'PUT', body, schema: emailChangeSchema, failures: 'form' }),
  });
