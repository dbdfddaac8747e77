import { type CompanyActivity, companyActivitySchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyActivityKeys } from './company-activity-keys';

/** GET /api/v2/reports/company-activity: the company's works by industry, sector, voivodeship and year. */
export const getCompanyActivity = (
  companyId: number,
  investmentsWithArchived: boolean,
  signal?: AbortSignal,
): Promise<CompanyActivity> =>
  request('/reports/company-activity', {
    schema: companyActivitySchema,
    signal,
    query: { companyId, investmentsWithArchived: investmentsWithArchived || undefined },
  });

export const companyActivityQueryOptions = (companyId: number, withArchived: boolean) =>
  queryOptions({
    queryKey: companyActivityKeys.works(companyId, withArchived),
    queryFn: ({ signal }) => getCompanyActivity(companyId, withArchived, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyActivity = (companyId: number | null, withArchived: boolean) =>
  useQuery({ ...companyActivityQueryOptions(companyId ?? 0, withArchived), enabled: companyId !== null });
