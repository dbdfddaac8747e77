import type { FeatureFlag } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionKind } from '@/lib/auth';
import { sessionKeys } from '@/lib/query-keys';
import type { SessionKind } from '@/lib/storage';

export const featureFlagsQueryOptions = (kind: SessionKind) =>
  queryOptions({
    queryKey: sessionKeys.featureFlags(kind),
    queryFn: ({ signal }) => import('./get-feature-flags').then((api) => api.getFeatureFlags(signal)),
    staleTime: 10 * 60 * 1000,
  });

/** Flags for the current user (GET /api/v2/feature-flags), refetched when the identity changes. */
export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions(useSessionKind()));

/** One flag; a failed flags call counts as "off" (the feature stays hidden). */
export const useFeatureFlag = (flag: FeatureFlag): { enabled: boolean; isLoading: boolean } => {
  const query = useFeatureFlags();
  return { enabled: query.data?.flags[flag] === true, isLoading: query.isPending && query.fetchStatus !== 'idle' };
};
