import { adminCompanyPageSchema, COMPANY_LIST_PAGE_SIZE, MESSAGES } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies?page&size=20&search: the admin company list. */
export const getAdminCompanies = (page: number, search: string, signal?: AbortSignal) =>
  request('/companies', {
    schema: adminCompanyPageSchema,
    query: { page, size: COMPANY_LIST_PAGE_SIZE, search: search || undefined },
    signal,
    failures: 'page',
    notFoundMessage: MESSAGES.companiesNotFound,
  });

export const adminCompaniesQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: companyKeys.adminList(page, search),
    queryFn: ({ signal }) => getAdminCompanies(page, search, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (page: number, search: string) => useQuery(adminCompaniesQueryOptions(page, search));
