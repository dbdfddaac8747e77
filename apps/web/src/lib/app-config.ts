import { type AppConfig, appConfigSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './api-client';
import { sessionKeys } from './query-keys';

/** GET /api/v2/app-config: public runtime settings (environment, tile URL, upload limits). */
export const getAppConfig = (signal?: AbortSignal): Promise<AppConfig> =>
  request('/app-config', { schema: appConfigSchema, signal, failures: 'no-redirect' });

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.appConfig,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
