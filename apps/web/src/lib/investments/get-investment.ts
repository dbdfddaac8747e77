import { orderInvestmentSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentKeys } from './query-keys';

/** GET /investment/{id}: one investment with its companies (logged-in users). */
export const getInvestment = (id: number, signal?: AbortSignal) =>
  request(`/investment/${id}`, { schema: orderInvestmentSchema, signal, failures: 'not-found-inline' });

export const investmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: investmentKeys.detail(id),
    queryFn: ({ signal }) => getInvestment(id, signal),
    staleTime: 60_000,
  });

export const useInvestment = (id: number | null, enabled = true) =>
  useQuery({ ...investmentQueryOptions(id ?? 0), enabled: enabled && !!id && id > 0 });
