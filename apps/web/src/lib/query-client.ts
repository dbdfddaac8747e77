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

/** After a login, logout or temporary-access change: nothing cached for the old identity survives. */
export const resetCacheForNewIdentity = async () => {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries({ type: 'active' });
};
