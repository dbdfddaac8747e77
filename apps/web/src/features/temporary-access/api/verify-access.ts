import { type TemporaryAccessVerify, temporaryAccessVerifySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { useSessionKind } from '@/lib/auth';
import { temporaryAccessKeys } from './query-keys';

/**
 * GET /api/v2/test/temporary-access-token/verify(-with-permissions), auth type automatic: the
 * temporary token if present, else the login. A refusal is part of the state shown, not an error.
 */
export const verifyAccess = (withPermissions: boolean, signal?: AbortSignal): Promise<TemporaryAccessVerify> =>
  request(`/test/temporary-access-token/${withPermissions ? 'verify-with-permissions' : 'verify'}`, {
    schema: temporaryAccessVerifySchema,
    auth: 'automatic',
    signal,
  });

export const useVerifyAccess = (withPermissions: boolean) => {
  const kind = useSessionKind();
  return useQuery(
    queryOptions({
      queryKey: temporaryAccessKeys.verify(withPermissions, kind),
      queryFn: ({ signal }) => verifyAccess(withPermissions, signal),
      retry: false,
    }),
  );
};
