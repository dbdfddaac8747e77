import {
  type NewPassword,
  type PasswordResetRequest,
  passwordResetLinkSchema,
  tokenPairSchema,
} from '@platform/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { authKeys } from './query-keys';

const linkUrl = (token: string) => `/password-reset/${encodeURIComponent(token)}`;

/** POST /password-reset: the same answer whether an account has the address or not. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      request('/password-reset', { method: 'POST', body, schema: noContent, auth: 'none', failures: 'quiet' }),
  });

/** GET /password-reset/{token}: the login whose password the link sets (looking does not use it). */
export const usePasswordResetLink = (token: string) =>
  useQuery({
    queryKey: authKeys.passwordReset(token),
    queryFn: ({ signal }) =>
      request(linkUrl(token), { schema: passwordResetLinkSchema, signal, auth: 'none', failures: 'quiet' }),
    retry: false,
  });

/** POST /password-reset/{token}: the new password; the other sessions end and this one starts. */
export const useResetPassword = (token: string) =>
  useMutation({
    mutationFn: (body: NewPassword) =>
      request(linkUrl(token), { method: 'POST', body, schema: tokenPairSchema, auth: 'none', failures: 'quiet' }),
    onSuccess: startSession,
  });
