import { CACHE, companyInvestmentsPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/investments?sort=works_desc&page=0&size=3: the company's main investments. */
export const getCompanyInvestments = (id: number, signal?: AbortSignal) =>
  request(`/companies/${id}/investments`, {
    schema: companyInvestmentsPageSchema,
    query: { sort: 'works_desc', page: 0, size: 3 },
    signal,
  });

export const companyInvestmentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.investments(id),
    queryFn: ({ signal }) => getCompanyInvestments(id, signal),
    staleTime: CACHE.companyStatistics,
  });

export const useCompanyInvestments = (id: number, enabled = true) =>
  useQuery({ ...companyInvestmentsQueryOptions(id), enabled });
