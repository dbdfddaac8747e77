import { type ReportsStart, reportsStartSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { REPORT_STALE_MS, reportKeys } from './query-keys';

/** GET /api/v2/reports/start: one live figure per report. */
export const getReportsStart = (signal?: AbortSignal): Promise<ReportsStart> =>
  request('/reports/start', { schema: reportsStartSchema, signal });

export const reportsStartQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.start,
    queryFn: ({ signal }) => getReportsStart(signal),
    staleTime: REPORT_STALE_MS,
  });

export const useReportsStart = (enabled: boolean) => useQuery({ ...reportsStartQueryOptions(), enabled });
