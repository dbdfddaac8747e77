import type { UserMe } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { sessionKeys } from './query-keys';
import { endSession } from './session';
import { currentSessionKind, type SessionKind, storage } from './storage';

/**
 * The data layer (API client and the zod contract) loads on first use, so public pages that make
 * no call (the login page) do not pay for it up front. `preloadDataLayer` starts it early.
 */
const loadMeApi = () => import('./me-api');
export const preloadDataLayer = () => {
  void loadMeApi();
};

/** The current identity kind; re-renders on login, logout and temporary-access changes. */
export const useSessionKind = (): SessionKind =>
  useSyncExternalStore(storage.subscribe, currentSessionKind, () => 'anonymous');

export const meQueryOptions = (kind: SessionKind) =>
  queryOptions({
    queryKey: sessionKeys.me(kind),
    queryFn: ({ signal }) => loadMeApi().then((api) => api.getMe(signal)),
    enabled: kind !== 'anonymous',
    staleTime: 5 * 60 * 1000,
  });

export type CurrentUser = {
  kind: SessionKind;
  /** null when anonymous (or while loading) */
  user: UserMe | null;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
};

/** The user of GET /api/v2/users/me; under temporary access, the temporary identity. */
export const useCurrentUser = (): CurrentUser => {
  const kind = useSessionKind();
  const query = useQuery(meQueryOptions(kind));
  return {
    kind,
    user: kind === 'anonymous' ? null : (query.data ?? null),
    isLoading: kind !== 'anonymous' && query.isPending,
    error: kind === 'anonymous' ? null : query.error,
    refetch: () => void query.refetch(),
  };
};

/** Logout: revoke the refresh token on the server (best effort), clear the session, then `afterClear`. */
export const logout = async (afterClear?: () => void) => {
  const refreshToken = storage.getRefreshToken();
  if (refreshToken) {
    await loadMeApi()
      .then((api) => api.revokeRefreshToken(refreshToken))
      .catch(() => undefined);
  }
  endSession();
  afterClear?.();
};
