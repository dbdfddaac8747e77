import { investmentPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { pickerKey } from './tracking-keys';

/** GET /investments?byMyCompany=false (staff): active investments by a part of the name, for the panel's picker. */
export const searchAllInvestments = (search: string, signal?: AbortSignal) =>
  request('/investments', {
    schema: investmentPageSchema,
    signal,
    query: { byMyCompany: false, search: search || undefined, page: 0, size: 20 },
  });

export const allInvestmentsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: pickerKey(search),
    queryFn: ({ signal }) => searchAllInvestments(search, signal),
    placeholderData: keepPreviousData,
  });

export const useAllInvestments = (search: string) => useQuery(allInvestmentsQueryOptions(search));
