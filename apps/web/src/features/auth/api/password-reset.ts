import {
  type NewPassword,
  type PasswordResetRequest,
  passwordResetLinkSchema,
  tokenPairSchema,
} from '@platform/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { SAME_FOR_EVERY_IDENTITY } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { authKeys } from './query-keys';

const linkUrl = (token: string) => `/password-reset/${encodeURIComponent(token)}`;

/** POST /password-reset: the same answer whether an account has the address or not. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      request('/password-reset', { method: 'POST', body, schema: noContent, auth: 'none', failures: 'quiet' }),
  });

/**
 * GET /password-reset/{token}: the login whose password the link sets (looking does not use it). The
 * answer is the link's, not the session's: the login that the reset starts does not ask it again.
 */
export const usePasswordResetLink = (token: string) =>
  useQuery({
    queryKey: authKeys.passwordReset(token),
    meta: SAME_FOR_EVERY_IDENTITY,
    queryFn: ({ signal }) =>
      request(linkUrl(token), { schema: passwordResetLinkSchema, signal, auth: 'none', failures: 'quiet' }),
    retry: false,
  });

/**
 * POST /password-reset/{token}: the new password; the other sessions end and this one starts, then
 * `onDone` (the page's confirmation and way on). Both run with the mutation itself, not with the page
 * that called it: the new session re-renders the page's surroundings, and a callback of `mutate` is
 * dropped when its caller is re-mounted meanwhile.
 */
export const useResetPassword = (token: string, onDone: () => void) =>
  useMutation({
    mutationFn: (body: NewPassword) =>
      request(linkUrl(token), { method: 'POST', body, schema: tokenPairSchema, auth: 'none', failures: 'quiet' }),
    onSuccess: (tokens) => {
      startSession(tokens);
      onDone();
    },
  });
