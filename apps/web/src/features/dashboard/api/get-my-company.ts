import { CACHE, type MyCompany, myCompanySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/v2/dashboard/my-company: the company header; a failure renders nothing (spec 8). */
export const getMyCompany = (signal?: AbortSignal): Promise<MyCompany> =>
  request('/dashboard/my-company', { schema: myCompanySchema, signal, failures: 'silent' });

export const myCompanyQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.myCompany,
    queryFn: ({ signal }) => getMyCompany(signal),
    staleTime: CACHE.company,
    retry: false,
  });

export const useMyCompany = () => useQuery(myCompanyQueryOptions());
