import { CACHE, companyInvestmentsPageSchema, DASHBOARD_COMPANY_INVESTMENTS } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /companies/{companyId}/investments, sort works_desc, page 0, size 3 (spec 7); a failure renders nothing. */
export const getCompanyInvestments = (companyId: number, signal?: AbortSignal) =>
  request(`/companies/${companyId}/investments`, {
    schema: companyInvestmentsPageSchema,
    query: DASHBOARD_COMPANY_INVESTMENTS,
    signal,
    failures: 'silent',
  });

export const companyInvestmentsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: dashboardKeys.companyInvestments(companyId),
    queryFn: ({ signal }) => getCompanyInvestments(companyId, signal),
    staleTime: CACHE.companyStatistics,
    retry: false,
  });

export const useCompanyInvestments = (companyId: number | null) =>
  useQuery({ ...companyInvestmentsQueryOptions(companyId ?? 0), enabled: companyId !== null });
