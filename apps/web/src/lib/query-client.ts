import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Statuses that a retry cannot fix. */
const NO_RETRY = new Set([400, 401, 403, 404, 409, 412, 429]);

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(isApiError(error) && NO_RETRY.has(error.status)) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });

/** The app's one query client; the session helpers clear it when the identity changes. */
export const queryClient = createQueryClient();

/**
 * After a login, logout or temporary-access change: nothing cached for the old identity survives.
 * What no screen shows goes at once, before anything renders for the new identity: the answers and
 * the finished mutations (their variables hold what the old user typed). The screens still mounted
 * are reset rather than removed, so they drop their data and ask again as the new identity; a removed
 * query would stay on screen until its component re-rendered. A pending mutation is the one that
 * started this change (the login itself) and finishes on its own.
 */
export const resetCacheForNewIdentity = async () => {
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) {
    if (mutation.state.status !== 'pending') mutations.remove(mutation);
  }
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.cancelQueries();
  await queryClient.resetQueries({ type: 'active' });
};
