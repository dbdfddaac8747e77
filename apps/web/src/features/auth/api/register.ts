import { type RegisterRequest, type TokenPair, tokenPairSchema } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/** POST /api/v1/auth/register: creates the company and its first user, answers a token pair. */
export const register = (body: RegisterRequest): Promise<TokenPair> =>
  request('/auth/register', {
    method: 'POST',
    base: 'v1',
    body,
    schema: tokenPairSchema,
    auth: 'none',
    failures: 'quiet',
  });

export const useRegister = () => useMutation({ mutationFn: register, onSuccess: startSession });

/** Conflicts answered by the server, shown at their field. */
export const CONFLICT_FIELDS: Record<string, (string | number)[]> = {
  LOGIN_ALREADY_EXISTS: ['user', 'login'],
  EMAIL_ALREADY_EXISTS: ['user', 'email'],
  NIP_ALREADY_EXISTS: ['company', 'nip'],
};
