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
 * The meta of a query whose answer is the same whoever asks (a link's look-up by its token): a change
 * of identity leaves it as it is. A spent link asked again would answer 'invalid' over the success
 * that spent it (the password reset logs the user in).
 */
export const SAME_FOR_EVERY_IDENTITY = { sameForEveryIdentity: true } as const;
const dependsOnIdentity = (query: { meta?: Record<string, unknown> }) => query.meta?.sameForEveryIdentity !== true;

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
  queryClient.removeQueries({ type: 'inactive', predicate: dependsOnIdentity });
  await queryClient.cancelQueries({ predicate: dependsOnIdentity });
  await queryClient.resetQueries({ type: 'active', predicate: dependsOnIdentity });
};

/**
 * After a write, the lists it changed are read again. A read still in flight may have started before
 * the write committed; invalidation alone lets the first read of a query (one that has no answer yet,
 * such as a search typed a moment before) finish and show the old rows, since it cancels only the
 * reads of queries that already hold an answer. Cancelling every read first means each answer kept is
 * one read after the write.
 */
export const refreshAfterWrite = async (client: QueryClient, queryKey: readonly unknown[]) => {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
};
