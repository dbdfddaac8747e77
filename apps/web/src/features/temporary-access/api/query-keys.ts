import type { SessionKind } from '@/lib/storage';

/** Query keys of temporary access; the check is per identity kind, as the token decides the answer. */
export const temporaryAccessKeys = {
  verify: (withPermissions: boolean, kind: SessionKind) =>
    ['temporary-access', 'verify', withPermissions, kind] as const,
};
