import { nominatedCompanyPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { recommendationKeys } from './query-keys';

/** GET /orders/{id}/nominated-companies: the invitees with their activity (tab 'Zaproszone firmy'). */
export const getNominatedCompanies = (id: number, page: number, size: number, signal?: AbortSignal) =>
  request(`/orders/${id}/nominated-companies`, {
    schema: nominatedCompanyPageSchema,
    signal,
    query: { page, size },
    failures: 'inline',
  });

export const nominatedCompaniesQueryOptions = (id: number, page: number, size: number) =>
  queryOptions({
    queryKey: recommendationKeys.nominated(id, page, size),
    queryFn: ({ signal }) => getNominatedCompanies(id, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useNominatedCompanies = (id: number, page: number, size: number) =>
  useQuery(nominatedCompaniesQueryOptions(id, page, size));
