import { CACHE, investmentPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentKeys } from './query-keys';

/**
 * GET /investments?byMyCompany=true: my company's active investments. None at all is a 404 with
 * 'Twoja firma nie jest dodana do żadnej aktywnej inwestycji.', shown by the caller.
 */
export const getMyInvestments = (search: string, page: number, size: number, signal?: AbortSignal) =>
  request('/investments', {
    schema: investmentPageSchema,
    signal,
    query: { byMyCompany: true, search: search || undefined, page, size },
    failures: 'not-found-inline',
  });

export const myInvestmentsQueryOptions = (search: string, page = 0, size = 50) =>
  queryOptions({
    queryKey: investmentKeys.mine(search, page),
    queryFn: ({ signal }) => getMyInvestments(search, page, size, signal),
    staleTime: CACHE.investmentListStale,
    placeholderData: keepPreviousData,
  });

export const useMyInvestments = (search: string, page = 0, size = 50, enabled = true) =>
  useQuery({ ...myInvestmentsQueryOptions(search, page, size), enabled });
