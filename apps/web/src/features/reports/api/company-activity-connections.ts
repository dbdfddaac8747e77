import {
  activityParamsToSearch,
  type CompanyActivityParams,
  type CompanyConnections,
  companyConnectionsSchema,
} from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyActivityKeys } from './company-activity-keys';

/** GET /api/v2/reports/company-activity/connections: one page of partners (a graph-sized page carries links). */
export const getCompanyConnections = (
  params: CompanyActivityParams,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<CompanyConnections> => {
  const { focusConnections: _view, ...query } = activityParamsToSearch(params);
  return request('/reports/company-activity/connections', {
    schema: companyConnectionsSchema,
    signal,
    query: { ...query, page, size },
  });
};

export const companyConnectionsQueryOptions = (params: CompanyActivityParams, page: number, size: number) =>
  queryOptions({
    queryKey: companyActivityKeys.connections(params, page, size),
    queryFn: ({ signal }) => getCompanyConnections(params, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyConnections = (params: CompanyActivityParams, page: number, size: number) =>
  useQuery({ ...companyConnectionsQueryOptions(params, page, size), enabled: params.companyId !== null });
