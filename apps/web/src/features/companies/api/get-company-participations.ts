import { companyParticipationPageSchema, PARTICIPATIONS_PAGE_SIZE } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/participations: the admin's 'Inwestycje' dialog, one page. */
export const getCompanyParticipations = (companyId: number, page: number, signal?: AbortSignal) =>
  request(`/companies/${companyId}/participations`, {
    schema: companyParticipationPageSchema,
    query: { page, size: PARTICIPATIONS_PAGE_SIZE },
    signal,
  });

export const companyParticipationsQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: companyKeys.participations(companyId, page),
    queryFn: ({ signal }) => getCompanyParticipations(companyId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyParticipations = (companyId: number, page: number, enabled: boolean) =>
  useQuery({ ...companyParticipationsQueryOptions(companyId, page), enabled });
