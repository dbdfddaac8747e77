import { type ClientCoverage, type ClientCoverageQuery, clientCoverageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { REPORT_STALE_MS, reportKeys } from './query-keys';

/** GET /api/v2/reports/client-coverage: the caller's orders against comparable ones. */
export const getClientCoverage = (q: ClientCoverageQuery, signal?: AbortSignal): Promise<ClientCoverage> =>
  request('/reports/client-coverage', {
    schema: clientCoverageSchema,
    query: { from: q.from ?? undefined, to: q.to ?? undefined },
    signal,
  });

export const clientCoverageQueryOptions = (q: ClientCoverageQuery) =>
  queryOptions({
    queryKey: reportKeys.clientCoverage(q),
    queryFn: ({ signal }) => getClientCoverage(q, signal),
    staleTime: REPORT_STALE_MS,
  });

export const useClientCoverage = (q: ClientCoverageQuery, enabled: boolean) =>
  useQuery({ ...clientCoverageQueryOptions(q), enabled });
