import { type AccountActivationRequest, accountActivationSchema, tokenPairSchema } from '@platform/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { authKeys } from './query-keys';

const url = (token: string) => `/users/activation/${encodeURIComponent(token)}`;

/** GET /users/activation/{token}: whose account the invitation link activates (looking does not use it). */
export const useAccountActivation = (token: string) =>
  useQuery({
    queryKey: authKeys.activation(token),
    queryFn: ({ signal }) => request(url(token), { schema: accountActivationSchema, signal, auth: 'none' }),
    retry: false,
  });

/** POST /users/activation/{token}: sets the password and logs in (the link works once). */
export const useActivateAccount = (token: string) =>
  useMutation({
    mutationFn: (body: AccountActivationRequest) =>
      request(url(token), { method: 'POST', body, schema: tokenPairSchema, auth: 'none', failures: 'form' }),
    onSuccess: startSession,
  });
