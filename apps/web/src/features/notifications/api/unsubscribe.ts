import { unsubscribeResultSchema } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** POST /api/v2/notifications/unsubscribe: the e-mail's signed one-time token, without a login. */
export const unsubscribe = (token: string) =>
  request('/notifications/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: unsubscribeResultSchema,
    auth: 'none',
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
